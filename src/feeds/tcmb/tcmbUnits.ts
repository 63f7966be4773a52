/**
 * How many units of each currency the TCMB's rates are quoted for (its daily table's `Unit`):
 * 100 for the yen and the Iranian rial, 1 for the others it quotes. EVDS's series do not say, so a
 * code missing here is left out of an import rather than guessed; the JPY entry is confirmed by
 * the recorded EVDS answer (28.0 TRY for 100 JPY when USD was 43.8 TRY).
 */
export const TCMB_UNITS: Readonly<Record<string, number>> = {
  AED: 1,
  AUD: 1,
  AZN: 1,
  BGN: 1,
  CAD: 1,
  CHF: 1,
  CNY: 1,
  DKK: 1,
  EUR: 1,
  GBP: 1,
  IRR: 100,
  JPY: 100,
  KRW: 1,
  KWD: 1,
  KZT: 1,
  NOK: 1,
  PKR: 1,
  QAR: 1,
  RON: 1,
  RUB: 1,
  SAR: 1,
  SEK: 1,
  USD: 1,
  XDR: 1,
};
