/** An upper-case ISO 4217 code, as datasets hold fiat codes. */
export const FIAT_CODE = /^[A-Z]{3}$/;

/** An upper-case asset code (`BTC`, `1INCH`), as datasets hold crypto codes. */
export const ASSET_CODE = /^[A-Z0-9]{2,12}$/;
