/**
 * Imported before the built package: the runtime's own TextDecoder stays in use, watched (see
 * textDecoderProbe.mjs), so the run shows that it, not the table, decoded the CBR's windows-1251.
 */
import { probeTextDecoder } from './textDecoderProbe.mjs';

export const decoderProbe = probeTextDecoder(false);
