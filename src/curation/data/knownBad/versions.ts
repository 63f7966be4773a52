import type { KnownBad } from '../../rulesTypes.js';

/**
 * Published versions of a value that the publisher's own corrected copy contradicts: the version is
 * withheld (never served, not even as known before the correction), the value's other versions stay.
 */
export const KNOWN_BAD_VERSIONS: readonly KnownBad[] = [
  {
    code: 'BRL',
    from: '2019-04-01',
    to: '2019-04-30',
    version: '439943',
    reason:
      "HMRC's monthly rate for April 2019 as its public file exrates-monthly-0419.xml gives it, 439943 BRL per GBP: the decimal point of 4.9943 dropped. HMRC's own copy of the same month (its service repository hmrc/currency-conversion, conf/resources/xml/exrates-monthly-0419.xml) says 4.9943, and the months around it are 4.853 (March 2019) and 5.1227 (May 2019).",
    evidence:
      'public file (velikodniy/hmrc-rates data/monthly/2019-04.xml, SHA-256 c12a7344cd70ad2961c4c036206234dc577d09f4e061e2ca76547af665744706): <currencyCode>BRL</currencyCode> <rateNew>439943</rateNew>; HMRC copy (hmrc/currency-conversion@91d8edd8, SHA-256 46fb5691c1453047ad259107d6b1b7913f470a8dae5cc204c43f2ee1612fbe58): <rateNew>4.9943</rateNew>; March 2019 4.853, May 2019 5.1227 BRL per GBP.',
  },
];
