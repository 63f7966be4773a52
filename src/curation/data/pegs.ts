import type { Peg } from '../rulesTypes.js';

/**
 * Hard pegs and bands, in units of the code per one unit of the anchor, from the issuing central
 * banks' published arrangements. A quote whose cross rate against its anchor (in the same
 * snapshot) lies outside peg × (1 ± tolerance), or outside the band, is withheld (rule `peg`).
 * Tolerance is 0.001 (0.1 %) where upstream quotes the peg rate itself (its median deviation is 0,
 * and 0.1 % still catches the 2026-09-18 QAR quote, 0.13 % off with both neighbours exactly on the
 * peg); 0.005 for OMR and XCD, which upstream quotes 0.1-0.2 % off (median); where upstream quotes
 * a commercial or selling rate instead, the widest deviation measured on 2024-03-02..2026-09-29
 * outside the broken 2024-06-10 build, rounded up, and the note says so. A peg that changes gets a
 * second entry with from/to and the evidence of the change.
 */
export const PEGS: readonly Peg[] = [
  { code: 'AED', anchor: 'USD', peg: 3.6725, tolerance: 0.001, source: 'Central Bank of the UAE: dirham fixed at 3.6725 per USD since 1997' },
  { code: 'SAR', anchor: 'USD', peg: 3.75, tolerance: 0.001, source: 'Saudi Central Bank (SAMA): riyal fixed at 3.75 per USD since 1986' },
  { code: 'QAR', anchor: 'USD', peg: 3.64, tolerance: 0.001, source: 'Qatar Central Bank: riyal fixed at 3.64 per USD (Emiri Decree No. 34 of 2001)' },
  {
    code: 'OMR',
    anchor: 'USD',
    peg: 0.3845,
    tolerance: 0.005,
    source: 'Central Bank of Oman: rial fixed at 0.3845 per USD (2.6008 USD per rial) since 1986',
    note: 'upstream quotes about 0.1% off the peg (median); widest 0.49% on 2024-06-10',
  },
  { code: 'BHD', anchor: 'USD', peg: 0.376, tolerance: 0.001, source: 'Central Bank of Bahrain: dinar fixed at 0.376 per USD since 2001' },
  { code: 'JOD', anchor: 'USD', peg: 0.709, tolerance: 0.001, source: 'Central Bank of Jordan: dinar fixed at 0.709 per USD since 1995' },
  {
    code: 'HKD',
    anchor: 'USD',
    band: [7.75, 7.85],
    source: 'Hong Kong Monetary Authority, Linked Exchange Rate System: convertibility undertakings at 7.75 and 7.85 per USD since 2005',
  },
  { code: 'BMD', anchor: 'USD', peg: 1, tolerance: 0.001, source: 'Bermuda Monetary Authority: dollar at par with USD since 1972' },
  { code: 'PAB', anchor: 'USD', peg: 1, tolerance: 0.001, source: 'Panama: balboa at par with USD since 1904 (USD is legal tender)' },
  { code: 'BSD', anchor: 'USD', peg: 1, tolerance: 0.001, source: 'Central Bank of The Bahamas: dollar at par with USD since 1973' },
  { code: 'BBD', anchor: 'USD', peg: 2, tolerance: 0.001, source: 'Central Bank of Barbados: dollar fixed at 2 per USD since 1975' },
  {
    code: 'BZD',
    anchor: 'USD',
    peg: 2,
    tolerance: 0.015,
    source: 'Central Bank of Belize: dollar fixed at 2 per USD since 1976',
    note: 'upstream quotes a commercial rate (median 0.69% off the peg, widest 1.24% outside 2024-06-10); tolerance 1.5%',
  },
  {
    code: 'XCD',
    anchor: 'USD',
    peg: 2.7,
    tolerance: 0.005,
    source: 'Eastern Caribbean Central Bank: dollar fixed at 2.7 per USD since 1976',
    note: 'upstream quotes about 0.23% off the peg (median), widest 0.36%',
  },
  {
    code: 'AWG',
    anchor: 'USD',
    peg: 1.79,
    tolerance: 0.006,
    source: 'Centrale Bank van Aruba: florin fixed at 1.79 per USD since 1986; banks sell USD at 1.80',
    note: "tolerance 0.6% so the banks' selling rate 1.80 (0.56% off) passes and 1.8025 (0.70%) does not",
  },
  {
    code: 'ANG',
    anchor: 'USD',
    peg: 1.79,
    tolerance: 0.012,
    to: '2025-03-31',
    source: 'Centrale Bank van Curaçao en Sint Maarten: guilder fixed at 1.79 per USD since 1971 (withdrawn, see withdrawn)',
    note: 'upstream quotes a commercial rate (median 0.53% off the peg, widest 1.14% outside 2024-06-10); tolerance 1.2%',
  },
  {
    code: 'XCG',
    anchor: 'USD',
    peg: 1.79,
    tolerance: 0.012,
    source: 'Centrale Bank van Curaçao en Sint Maarten: Caribbean guilder fixed at 1.79 per USD from its introduction on 2025-03-31',
    note: 'as ANG: commercial quotes, median 0.60% off, widest 1.14%; tolerance 1.2%',
  },
  {
    code: 'KYD',
    anchor: 'USD',
    peg: 0.8333,
    tolerance: 0.017,
    source: 'Cayman Islands Monetary Authority: dollar fixed at 1.20 USD (0.8333 per USD) since 1974; banks buy USD at 0.82',
    note: "upstream alternates between the mid rate and the banks' buying rate 0.82 (1.60% off); tolerance 1.7%",
  },
  {
    code: 'DJF',
    anchor: 'USD',
    peg: 177.721,
    tolerance: 0.01,
    source: 'Banque Centrale de Djibouti: franc fixed at 177.721 per USD since 1973 (currency board)',
    note: 'upstream quotes a commercial rate (median 0.20% off, widest 0.65% outside 2024-06-10); tolerance 1%',
  },
  { code: 'ERN', anchor: 'USD', peg: 15, tolerance: 0.001, source: 'Bank of Eritrea: nakfa fixed at 15 per USD since 2005' },
  {
    code: 'BGN',
    anchor: 'EUR',
    peg: 1.95583,
    tolerance: 0.001,
    to: '2025-12-31',
    source: 'Bulgarian National Bank: lev fixed at 1.95583 per EUR (currency board since 1999; the irrevocable euro conversion rate from 2026-01-01)',
  },
  {
    code: 'BAM',
    anchor: 'EUR',
    peg: 1.95583,
    tolerance: 0.001,
    source: 'Central Bank of Bosnia and Herzegovina: convertible mark fixed at 1.95583 per EUR (currency board)',
  },
  { code: 'XOF', anchor: 'EUR', peg: 655.957, tolerance: 0.001, source: 'BCEAO: CFA franc fixed at 655.957 per EUR since 1999' },
  { code: 'XAF', anchor: 'EUR', peg: 655.957, tolerance: 0.001, source: 'BEAC: CFA franc fixed at 655.957 per EUR since 1999' },
  { code: 'XPF', anchor: 'EUR', peg: 119.331742, tolerance: 0.001, source: 'IEOM: CFP franc fixed at 1000/8.38 = 119.331742 per EUR since 1999' },
  {
    code: 'KMF',
    anchor: 'EUR',
    peg: 491.96775,
    tolerance: 0.001,
    source: 'Banque Centrale des Comores: franc fixed at 491.96775 per EUR since 1999',
    excused: [
      {
        date: '2024-04-01',
        evidence:
          "KMF 456.34968337 per USD lies between the ECB fixes on either side (KMF per USD at the peg 455.0622 on 2024-03-28 and 457.6870 on 2024-04-02, eurofxref-hist USD per EUR 1.0811 and 1.0749); only the snapshot's own anchor quote, taken at another moment, puts the cross rate 0.12% (492.55 per EUR against upstream's EUR 0.92651) off (Easter: no ECB fix on 03-29 and 04-01)",
      },
    ],
  },
  { code: 'CVE', anchor: 'EUR', peg: 110.265, tolerance: 0.001, source: 'Banco de Cabo Verde: escudo fixed at 110.265 per EUR since 1999' },
  { code: 'DKK', anchor: 'EUR', peg: 7.46038, tolerance: 0.0225, source: 'Danmarks Nationalbank: ERM II central rate 7.46038 per EUR with a ±2.25% band' },
  { code: 'FKP', anchor: 'GBP', peg: 1, tolerance: 0.001, source: 'Falkland Islands Government: pound at par with sterling' },
  { code: 'GIP', anchor: 'GBP', peg: 1, tolerance: 0.001, source: 'Government of Gibraltar: pound at par with sterling' },
  { code: 'SHP', anchor: 'GBP', peg: 1, tolerance: 0.001, source: 'St Helena Government: pound at par with sterling' },
  {
    code: 'LSL',
    anchor: 'ZAR',
    peg: 1,
    tolerance: 0.001,
    source: 'Central Bank of Lesotho: loti at par with the rand (Common Monetary Area)',
    excused: [
      {
        date: '2024-04-01',
        evidence:
          "LSL 18.88028536 per USD lies between the ECB fixes on either side (ZAR per USD 18.98307 on 2024-03-28 and 18.82957 on 2024-04-02, eurofxref-hist); only the snapshot's own anchor quote, taken at another moment, puts the cross rate 0.20% off (Easter: no ECB fix on 03-29 and 04-01)",
      },
    ],
  },
  {
    code: 'NAD',
    anchor: 'ZAR',
    peg: 1,
    tolerance: 0.001,
    source: 'Bank of Namibia: dollar at par with the rand (Common Monetary Area)',
    excused: [
      {
        date: '2024-04-01',
        evidence:
          "NAD 18.87990828 per USD lies between the ECB fixes on either side (ZAR per USD 18.98307 on 2024-03-28 and 18.82957 on 2024-04-02, eurofxref-hist); only the snapshot's own anchor quote, taken at another moment, puts the cross rate 0.20% off (Easter: no ECB fix on 03-29 and 04-01)",
      },
    ],
  },
  {
    code: 'SZL',
    anchor: 'ZAR',
    peg: 1,
    tolerance: 0.001,
    source: 'Central Bank of Eswatini: lilangeni at par with the rand (Common Monetary Area)',
    excused: [
      {
        date: '2024-04-01',
        evidence:
          "SZL 18.88850254 per USD lies between the ECB fixes on either side (ZAR per USD 18.98307 on 2024-03-28 and 18.82957 on 2024-04-02, eurofxref-hist); only the snapshot's own anchor quote, taken at another moment, puts the cross rate 0.25% off (Easter: no ECB fix on 03-29 and 04-01)",
      },
    ],
  },
  { code: 'BTN', anchor: 'INR', peg: 1, tolerance: 0.001, source: 'Royal Monetary Authority of Bhutan: ngultrum at par with the Indian rupee' },
  {
    code: 'BND',
    anchor: 'SGD',
    peg: 1,
    tolerance: 0.001,
    source: 'Brunei Darussalam Central Bank / MAS: Currency Interchangeability Agreement, dollar at par with the Singapore dollar since 1967',
  },
  {
    code: 'AZN',
    anchor: 'USD',
    peg: 1.7,
    tolerance: 0.007,
    source:
      "Central Bank of the Republic of Azerbaijan (cbar.az, official rates published daily): manat at 1.7000 per USD since 2017 (1.7001 from 2017-12-13, 1.7000 since), e.g. Trend's weekly reports of the CBA's official rate, 2024-01-15 (en.trend.az/business/3848693) and 2025-05-17 (en.trend.az/business/4045014)",
    note: 'upstream quotes the official rate itself (median 0.0003% off), 0.1-0.25% off on 8 dates and 0.60% on 2026-08-31; tolerance 0.7% (the widest outside the broken builds, rounded up) keeps them and withholds 1.75345 (+3.1%, 2026-05-05) and 1.6817 (-1.1%, 2026-09-18)',
  },
  {
    code: 'CUP',
    anchor: 'USD',
    peg: 24,
    tolerance: 0.01,
    source:
      "Banco Central de Cuba: official rate for legal entities fixed at 24 per USD since the 2021 monetary unification (Resolución 111/2020), kept when the 120 (persons, 2022) and floating (410 on 2025-12-18) rates came (EFE, 2025-12-17/18); the BCC's own API gives tasaOficial 24 on 2026-05-19 to 05-22 and the CBR's 2026-04-25 table 31.4697 RUB per 10 CUP at 75.5273 per USD (24.00)",
    note: "upstream's CUP quotes are 24 (median 0.06% off, widest 0.74% on 2024-09-01) or 26.5, which matches none of Cuba's three official rates (24, 120, floating from 410) nor the informal market (about 450): tolerance 1%",
  },
  {
    code: 'SVC',
    anchor: 'USD',
    peg: 8.75,
    tolerance: 0.001,
    source: 'Banco Central de Reserva de El Salvador: colón fixed at 8.75 per USD by the Ley de Integración Monetaria (2001), USD legal tender',
  },
  {
    code: 'STN',
    anchor: 'EUR',
    peg: 24.5,
    tolerance: 0.02,
    source:
      'Banco Central de São Tomé e Príncipe: dobra fixed at 24.5 per EUR (24,500 old dobras per EUR since 2010; the 2018 redenomination kept the peg as 24.5 new dobras)',
    note: 'upstream quotes a commercial rate (median 0.72% off the peg, widest 1.81% on 2026-07-04); tolerance 2%',
  },
  {
    code: 'MOP',
    anchor: 'HKD',
    peg: 1.03,
    tolerance: 0.001,
    source: 'Autoridade Monetária de Macau: pataca linked to the Hong Kong dollar at 1.03 per HKD (currency board since 1983)',
  },
  {
    code: 'NPR',
    anchor: 'INR',
    peg: 1.6,
    tolerance: 0.001,
    source: 'Nepal Rastra Bank: rupee pegged at 1.60 per Indian rupee since 1993',
    note: "upstream quotes NRB's mid rate 1.60075 (0.047% off the peg, median); 0.1% catches the broken builds' 0.14-0.92%",
  },
];
