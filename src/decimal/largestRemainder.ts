/**
 * Splits a whole number of units in proportion to integer weights so that the parts sum exactly to
 * it: each part is its exact share rounded down, then the units left over go one each to the parts
 * with the largest remainders (Hamilton's method), a tie to the earlier part. So each part is within
 * one unit of its exact share, and a part of weight zero gets nothing.
 *
 * @param units - The whole to split, zero or more.
 * @param weights - Non-negative integers, at least one positive.
 * @returns One part a weight, summing to `units`.
 * @example
 * largestRemainder(100n, [1n, 1n, 1n]) // [34n, 33n, 33n]
 */
export function largestRemainder(units: bigint, weights: readonly bigint[]): bigint[] {
  let total = 0n;
  for (const weight of weights) total += weight;
  const parts = weights.map((weight) => (units * weight) / total);
  const remainders = weights.map((weight, i) => ({ i, r: units * weight - parts[i]! * total }));
  let left = units;
  for (const part of parts) left -= part;
  // Fewer units are left than there are parts with a remainder (they sum to left × total, each below
  // total), so only those ever get one; the sort is stable, so equal remainders keep their order.
  remainders.sort((a, b) => (a.r === b.r ? 0 : a.r > b.r ? -1 : 1));
  for (let k = 0; k < Number(left); k++) parts[remainders[k]!.i]! += 1n;
  return parts;
}
