// The neighbours of a positive double, by stepping its bit pattern (JavaScript has no nextafter).
const cell = new Float64Array(1);
const words = new Uint32Array(cell.buffer);
// Typed arrays use the platform's byte order; find which word holds the low mantissa bits.
const LOW = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f ? 0 : 1;
const HIGH = 1 - LOW;

/** The next double above a positive finite x. */
export function nextUp(x: number): number {
  cell[0] = x;
  if (words[LOW] === 0xffffffff) {
    words[LOW] = 0;
    words[HIGH]!++;
  } else {
    words[LOW]!++;
  }
  return cell[0];
}

/** The next double below a positive finite x (x above the smallest subnormal). */
export function nextDown(x: number): number {
  cell[0] = x;
  if (words[LOW] === 0) {
    words[LOW] = 0xffffffff;
    words[HIGH]!--;
  } else {
    words[LOW]!--;
  }
  return cell[0];
}
