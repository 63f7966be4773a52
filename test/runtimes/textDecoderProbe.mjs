/**
 * Puts a watching `TextDecoder` in place of the runtime's, before the built package is loaded, so
 * the live conformance can tell which windows-1251 path decoded the CBR's documents: the runtime's
 * own decoder, or ratebook's 128-entry table. ratebook asks `new TextDecoder('windows-1251')` once
 * and falls back to the table when that throws (as a small-ICU Node or a runtime without the legacy
 * encodings does), so refusing the label here is how the table path is forced. Plain ESM, Web APIs.
 */

// The WHATWG labels of windows-1251.
const LABELS = new Set(['windows-1251', 'cp1251', 'x-cp1251']);

/**
 * Installs the watching decoder on `globalThis` and returns its counters.
 *
 * @param refuse - true: throw a RangeError for the windows-1251 labels, as a runtime without them does.
 * @returns `{ mode, supported, constructed, refused, decoded }`: `supported`, whether the runtime's
 *   own decoder knows the label; then how often a windows-1251 decoder was made, refused, and used.
 */
export function probeTextDecoder(refuse) {
  const Runtime = globalThis.TextDecoder;
  let supported = true;
  try {
    new Runtime('windows-1251');
  } catch {
    supported = false;
  }
  const probe = { mode: refuse ? 'table' : 'native', supported, constructed: 0, refused: 0, decoded: 0 };
  class WatchedTextDecoder extends Runtime {
    #windows1251 = false;
    constructor(label = 'utf-8', options = undefined) {
      const asked = LABELS.has(String(label).trim().toLowerCase());
      if (asked && refuse) {
        probe.refused++;
        throw new RangeError(`The encoding label provided ('${label}') is invalid.`);
      }
      try {
        super(label, options);
      } catch (error) {
        if (asked) probe.refused++;
        throw error;
      }
      if (asked) {
        probe.constructed++;
        this.#windows1251 = true;
      }
    }
    decode(input, options) {
      if (this.#windows1251) probe.decoded++;
      return super.decode(input, options);
    }
  }
  globalThis.TextDecoder = WatchedTextDecoder;
  return probe;
}

/**
 * Says which windows-1251 path a run took, for its result line.
 *
 * @param probe - The counters `probeTextDecoder` returned (or their JSON).
 * @returns Such as `windows-1251 by the runtime's TextDecoder`.
 */
export function decoderPath(probe) {
  if (probe.mode === 'table') return 'windows-1251 by the table (TextDecoder made to refuse the label)';
  return probe.supported ? "windows-1251 by the runtime's TextDecoder" : "windows-1251 by the table (this runtime's TextDecoder lacks the label)";
}
