// The European Union's rules and IAS 21, as data. Each `basis` names the article and where to read it;
// the URLs are the official publishers' (EUR-Lex, the IFRS Foundation). How far each was checked
// against its text while writing is in CITATIONS.md beside this file.

const DIRECTIVE = 'https://eur-lex.europa.eu/eli/dir/2006/112/oj';
const IAS21 = 'https://www.ifrs.org/issued-standards/list-of-standards/ias-21-the-effects-of-changes-in-foreign-exchange-rates/';
// The ECB's reference rates are published at about 16:00 CET (www.ecb.europa.eu, "Euro foreign exchange reference rates").
const ECB_TIME = { zone: 'Europe/Berlin', time: '16:00' } as const;

/** The built-in policies of the EU VAT Directive and IAS 21, unchecked (policies.ts checks them). */
export const EU_POLICIES = [
  {
    id: 'eu-vat',
    title: 'EU VAT: the latest ECB rate published when the tax becomes chargeable',
    basis: {
      text: 'Council Directive 2006/112/EC, Art. 91(2) second subparagraph (as amended by Directive 2010/45/EU): the latest exchange rate published by the European Central Bank at the time the tax becomes chargeable',
      url: DIRECTIVE,
    },
    source: 'ecb',
    rateType: 'mid',
    select: 'on_or_before',
    maxAgeDays: 7,
    publicationTime: ECB_TIME,
  },
  {
    id: 'eu-oss',
    title: 'EU OSS/IOSS returns: the ECB rate of the last day of the tax period, else the next publication (forward)',
    basis: {
      text: 'Council Directive 2006/112/EC, Art. 366(2) and Art. 369h(2): the ECB rates published for the last day of the tax period or, if there is no publication on that day, on the next day of publication',
      url: DIRECTIVE,
    },
    source: 'ecb',
    rateType: 'mid',
    select: 'period_end',
    period: 'quarter',
    fallback: 'next',
    maxAgeDays: 7,
    publicationTime: ECB_TIME,
  },
  {
    id: 'ias21-spot',
    title: 'IAS 21 spot rate at the date of the transaction (ECB reference rate)',
    basis: {
      text: 'IAS 21 The Effects of Changes in Foreign Exchange Rates, paragraphs 21–22: the spot exchange rate at the date of the transaction',
      url: IAS21,
    },
    source: 'ecb',
    rateType: 'mid',
    select: 'on_or_before',
    maxAgeDays: 7,
  },
  {
    id: 'ias21-closing',
    title: 'IAS 21 closing rate at the end of the reporting period (month; ECB reference rate)',
    basis: { text: 'IAS 21, paragraphs 8 and 23(a): the closing rate, the spot exchange rate at the end of the reporting period', url: IAS21 },
    source: 'ecb',
    rateType: 'mid',
    select: 'period_end',
    period: 'month',
    fallback: 'on_or_before',
    maxAgeDays: 7,
  },
  {
    id: 'ias21-average',
    title: 'IAS 21 average rate for the period (month; mean of the ECB reference rates)',
    basis: { text: 'IAS 21, paragraph 22: a rate that approximates the actual rate, for example an average rate for a week or a month', url: IAS21 },
    source: 'ecb',
    rateType: 'mid',
    select: 'period_mean',
    period: 'month',
  },
] as const;
