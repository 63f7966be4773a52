/**
 * Imported before the built package: `new TextDecoder('windows-1251')` throws a RangeError, as in a
 * runtime without that encoding, so ratebook decodes the CBR's documents with its 128-entry table.
 */
import { probeTextDecoder } from './textDecoderProbe.mjs';

export const decoderProbe = probeTextDecoder(true);
