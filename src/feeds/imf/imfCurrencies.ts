/**
 * The currencies of the IMF's "Representative Exchange Rates for Selected Currencies" and "SDRs per
 * Currency unit" tables, by the name the tables give them: the ISO code, and whether the
 * representative rate is in U.S. dollars per currency unit (the tables' note "(1)") rather than
 * currency units per U.S. dollar. A name not here is left out with a warning rather than guessed.
 */
export const IMF_CURRENCIES: Readonly<Record<string, { readonly code: string; readonly usdPerUnit?: true }>> = {
  'Chinese yuan': { code: 'CNY' },
  Euro: { code: 'EUR', usdPerUnit: true },
  'Japanese yen': { code: 'JPY' },
  'U.K. pound': { code: 'GBP', usdPerUnit: true },
  'U.S. dollar': { code: 'USD' },
  'Algerian dinar': { code: 'DZD' },
  'Australian dollar': { code: 'AUD', usdPerUnit: true },
  'Botswana pula': { code: 'BWP', usdPerUnit: true },
  'Brazilian real': { code: 'BRL' },
  'Brunei dollar': { code: 'BND' },
  'Canadian dollar': { code: 'CAD' },
  'Chilean peso': { code: 'CLP' },
  'Czech koruna': { code: 'CZK' },
  'Danish krone': { code: 'DKK' },
  'Indian rupee': { code: 'INR' },
  'Israeli New Shekel': { code: 'ILS' },
  'Korean won': { code: 'KRW' },
  'Kuwaiti dinar': { code: 'KWD' },
  'Malaysian ringgit': { code: 'MYR' },
  'Mauritian rupee': { code: 'MUR' },
  'Mexican peso': { code: 'MXN' },
  'New Zealand dollar': { code: 'NZD', usdPerUnit: true },
  'Norwegian krone': { code: 'NOK' },
  'Omani rial': { code: 'OMR' },
  'Peruvian sol': { code: 'PEN' },
  'Philippine peso': { code: 'PHP' },
  'Polish zloty': { code: 'PLN' },
  'Qatari riyal': { code: 'QAR' },
  'Saudi Arabian riyal': { code: 'SAR' },
  'Singapore dollar': { code: 'SGD' },
  'Swedish krona': { code: 'SEK' },
  'Swiss franc': { code: 'CHF' },
  'Thai baht': { code: 'THB' },
  'Trinidadian dollar': { code: 'TTD' },
  'U.A.E. dirham': { code: 'AED' },
  'Uruguayan peso': { code: 'UYU' },
};
