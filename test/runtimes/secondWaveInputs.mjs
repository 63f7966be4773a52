/** What the entries of secondWave.mjs share: the catalog, how they name documents, the made-up euro answers. */
import { defaultDataset } from '../../dist/data.js';

export const metadata = defaultDataset;
export const minimal = { metadata, allowMinimalMetadata: true };
export const named = (docs, files) => files.map((name) => ({ name, bytes: docs[name] }));
export const range = (folder, n, ext, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => `${folder}/${folder}-${i + from}.${ext}`);
export const text = (bytes) => new TextDecoder().decode(bytes);
export const encode = (s) => new TextEncoder().encode(s);

// The made-up euro answers (the banks' tests make the same ones).
export const bbkRow = (date, value) =>
  `BBK:BBEX3(1.0);D;USD;EUR;BB;AC;000;${date};${value};P1D;4;BBEX3.D.USD.EUR.BB.AC.000;USD;0;Euro-Referenzkurs der EZB / 1 EUR = ... USD / Vereinigte Staaten;WEDE;;;`;
export const bbkDoc = (docs, ...rows) => `${text(docs['bbk/bbk-1.csv']).split('\r\n')[0].replace('\ufeff', '')}\r\n${rows.join('\r\n')}\r\n`;
export const lbEu = (date, usd) =>
  `<FxRate><Tp>EU</Tp><Dt>${date}</Dt><CcyAmt><Ccy>EUR</Ccy><Amt>1</Amt></CcyAmt><CcyAmt><Ccy>USD</Ccy><Amt>${usd}</Amt></CcyAmt></FxRate>`;
export const lbDoc = (...rates) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<FxRates xmlns="http://www.lb.lt/WebServices/FxRates">${rates.join('')}</FxRates>\n`;
