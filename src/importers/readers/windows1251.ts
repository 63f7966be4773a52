/**
 * Bytes 0x80..0xFF of windows-1251 as the WHATWG Encoding Standard maps them (the table every
 * browser and Node's full-ICU TextDecoder use; 0x98, undefined in Microsoft's code page, is U+0098).
 * Bytes below 0x80 are ASCII.
 */
export const WINDOWS_1251_HIGH =
  '\u0402\u0403\u201A\u0453\u201E\u2026\u2020\u2021\u20AC\u2030\u0409\u2039\u040A\u040C\u040B\u040F' +
  '\u0452\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u0098\u2122\u0459\u203A\u045A\u045C\u045B\u045F' +
  '\u00A0\u040E\u045E\u0408\u00A4\u0490\u00A6\u00A7\u0401\u00A9\u0404\u00AB\u00AC\u00AD\u00AE\u0407' +
  '\u00B0\u00B1\u0406\u0456\u0491\u00B5\u00B6\u00B7\u0451\u2116\u0454\u00BB\u0458\u0405\u0455\u0457' +
  '\u0410\u0411\u0412\u0413\u0414\u0415\u0416\u0417\u0418\u0419\u041A\u041B\u041C\u041D\u041E\u041F' +
  '\u0420\u0421\u0422\u0423\u0424\u0425\u0426\u0427\u0428\u0429\u042A\u042B\u042C\u042D\u042E\u042F' +
  '\u0430\u0431\u0432\u0433\u0434\u0435\u0436\u0437\u0438\u0439\u043A\u043B\u043C\u043D\u043E\u043F' +
  '\u0440\u0441\u0442\u0443\u0444\u0445\u0446\u0447\u0448\u0449\u044A\u044B\u044C\u044D\u044E\u044F';

// Small-ICU builds of Node and some embedded runtimes know only UTF-8 and UTF-16: the label throws.
const native = (() => {
  try {
    return new TextDecoder('windows-1251');
  } catch {
    return undefined;
  }
})();

/**
 * Decodes windows-1251 bytes (the CBR's encoding) with the runtime's decoder where it knows the
 * label, and with `WINDOWS_1251_HIGH` where it does not; both give the same text for every byte.
 *
 * @param bytes - The encoded document.
 * @returns The text.
 * @example
 * decodeWindows1251(new Uint8Array([0xc0, 0xe2])) // "Ав"
 */
export function decodeWindows1251(bytes: Uint8Array): string {
  return native ? native.decode(bytes) : decodeWithTable(bytes);
}

/**
 * The table decoder on its own, which `decodeWindows1251` falls back to; exported for its test.
 *
 * @example
 * decodeWithTable(new Uint8Array([0x41, 0xb9])) // "A№"
 */
export function decodeWithTable(bytes: Uint8Array): string {
  const parts: string[] = [];
  // Chunks keep String.fromCharCode's argument list far below any engine's limit.
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    const codes = new Array<number>(chunk.length);
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      codes[i] = b < 0x80 ? b : WINDOWS_1251_HIGH.charCodeAt(b - 0x80);
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}
