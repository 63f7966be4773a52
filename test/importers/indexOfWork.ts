/**
 * Runs `work` while counting what `String.prototype.indexOf` does (one step per call, plus every
 * character it walks): the primitive the importers' scanners and error locators search text with.
 * Past `budget` steps it throws, so a quadratic path fails at once instead of running for minutes,
 * and a test bounds work by counts, never by the clock.
 *
 * @example
 * const { steps } = await indexOfWork(4 * text.length, () => importEcbXml(text, options));
 */
export async function indexOfWork<T>(budget: number, work: () => T): Promise<{ result: Awaited<T>; steps: number }> {
  const original = String.prototype.indexOf;
  let steps = 0;
  String.prototype.indexOf = function (this: string, search: string, from?: number) {
    const found = original.call(this, search, from);
    steps += 1 + (found === -1 ? this.length : found) - Math.max(0, from ?? 0);
    if (steps > budget) throw new Error(`indexOf walked more than ${budget} characters`);
    return found;
  };
  try {
    return { result: await work(), steps };
  } finally {
    String.prototype.indexOf = original;
  }
}
