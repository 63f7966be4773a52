// Apart from importCommand, so the parser and help know the formats without loading every importer.
/** The formats of `ratebook import`. */
export const IMPORT_FORMATS = ['ecb-xml', 'ecb-csv', 'oxr', 'fawazahmed0', 'coingecko'] as const;
