/**
 * The CBR's internal currency ids (`Valute ID` of `XML_daily.asp`, `VAL_NM_RQ` of
 * `XML_dynamic.asp`) and the ISO 4217 code each stands for: a dynamics document names its currency
 * by the id alone. Taken from the CBR's daily table of 2026-04-25 (all 54 currencies it quotes),
 * which the tests check this table against.
 */
export const CBR_CURRENCY_IDS: Readonly<Record<string, string>> = {
  R01010: 'AUD', R01020A: 'AZN', R01030: 'DZD', R01035: 'GBP', R01060: 'AMD', R01080: 'BHD', R01090B: 'BYN',
  R01105: 'BOB', R01115: 'BRL', R01135: 'HUF', R01150: 'VND', R01200: 'HKD', R01210: 'GEL', R01215: 'DKK',
  R01230: 'AED', R01235: 'USD', R01239: 'EUR', R01240: 'EGP', R01270: 'INR', R01280: 'IDR', R01300: 'IRR',
  R01335: 'KZT', R01350: 'CAD', R01355: 'QAR', R01370: 'KGS', R01375: 'CNY', R01395: 'CUP', R01500: 'MDL',
  R01503: 'MNT', R01520: 'NGN', R01530: 'NZD', R01535: 'NOK', R01540: 'OMR', R01565: 'PLN', R01580: 'SAR',
  R01585F: 'RON', R01589: 'XDR', R01625: 'SGD', R01670: 'TJS', R01675: 'THB', R01685: 'BDT', R01700J: 'TRY',
  R01710A: 'TMT', R01717: 'UZS', R01720: 'UAH', R01760: 'CZK', R01770: 'SEK', R01775: 'CHF', R01800: 'ETB',
  R01805F: 'RSD', R01810: 'ZAR', R01815: 'KRW', R01820: 'JPY', R02005: 'MMK',
};
