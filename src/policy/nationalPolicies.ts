// Each country's rule as data, with the statute's article and its official publisher's URL. How far
// each was checked against the text while writing is in CITATIONS.md beside this file.

const POLAND = (id: string) => `https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=${id}`;
// Daily sources close for at most five days in a row (Easter, Christmas): a week bounds the search.
const WEEK = 7;

/** The built-in national policies, unchecked (policies.ts checks them). */
export const NATIONAL_POLICIES = [
  {
    id: 'pl-pit',
    title: 'Poland PIT: NBP table A mid rate of the last business day strictly before the day',
    basis: {
      text: 'Personal Income Tax Act of 26 July 1991 (Dz.U. 1991 nr 80 poz. 350), Art. 11a(1): average NBP rate of the last business day preceding the day of the income',
      url: /* @__PURE__ */ POLAND('WDU19910800350'),
    },
    source: 'nbp',
    table: 'A',
    rateType: 'mid',
    select: 'before',
    maxAgeDays: WEEK,
  },
  {
    id: 'pl-cit',
    title: 'Poland CIT: NBP table A mid rate of the last business day strictly before the day',
    basis: {
      text: 'Corporate Income Tax Act of 15 February 1992 (Dz.U. 1992 nr 21 poz. 86), Art. 12(2), Art. 15(1a) and Art. 15a: average NBP rate of the last business day preceding the day',
      url: /* @__PURE__ */ POLAND('WDU19920210086'),
    },
    source: 'nbp',
    table: 'A',
    rateType: 'mid',
    select: 'before',
    maxAgeDays: WEEK,
  },
  {
    id: 'pl-vat',
    title: 'Poland VAT: NBP table A mid rate of the last business day strictly before the tax point',
    basis: {
      text: 'Goods and Services Tax Act of 11 March 2004 (Dz.U. 2004 nr 54 poz. 535), Art. 31a(1): average NBP rate of the last business day preceding the day the tax obligation arises',
      url: /* @__PURE__ */ POLAND('WDU20040540535'),
    },
    source: 'nbp',
    table: 'A',
    rateType: 'mid',
    select: 'before',
    maxAgeDays: WEEK,
  },
  {
    id: 'cz-vat',
    title: 'Czech VAT: the CNB rate valid on the day of the taxable supply',
    basis: {
      text: 'Act No. 235/2004 Coll. on VAT, § 4(5): the foreign exchange market rate declared by the CNB valid on the day the obligation to declare tax arises',
      url: 'https://www.zakonyprolidi.cz/cs/2004-235',
    },
    source: 'cnb',
    rateType: 'mid',
    select: 'on_or_before',
    maxAgeDays: WEEK,
  },
  {
    id: 'ro-vat',
    title: 'Romania VAT: the last BNR rate communicated before the chargeable event',
    basis: {
      text: 'Law No. 227/2015 (Fiscal Code), Art. 290(2): the last exchange rate communicated by the BNR (or published by the ECB), valid on the date the tax becomes chargeable (wording read in its predecessor, Law No. 571/2003 Art. 139^1(2))',
      url: 'https://legislatie.just.ro/Public/DetaliiDocument/171282',
    },
    source: 'bnr',
    rateType: 'mid',
    select: 'before',
    maxAgeDays: WEEK,
  },
  {
    id: 'tr-vat',
    title: 'Turkey VAT: the TCMB buying rate published the day before',
    basis: {
      text: 'VAT Law No. 3065, Art. 26: a price in foreign currency is converted into Turkish lira at the current rate at the moment of the chargeable event; with no rate agreed by the parties, the CBRT foreign-exchange buying rate announced as valid for that day',
      url: 'https://www.mevzuat.gov.tr/mevzuat?MevzuatNo=3065&MevzuatTur=1&MevzuatTertip=5',
    },
    source: 'tcmb',
    rateType: 'buying',
    select: 'before',
    maxAgeDays: WEEK,
  },
  {
    id: 'ru',
    title: 'Russia: the CBR official rate set for the date',
    basis: {
      text: 'Tax Code of the Russian Federation, Part Two, Art. 153(3): the Bank of Russia rate on the date the tax base is determined',
      url: 'https://www.consultant.ru/document/cons_doc_LAW_28165/',
    },
    source: 'cbr',
    rateType: 'mid',
    select: 'on_or_before',
    maxAgeDays: WEEK,
  },
  {
    id: 'ua',
    title: 'Ukraine: the NBU official rate set for the date',
    basis: {
      text: 'Tax Code of Ukraine No. 2755-VI, Art. 164.4: income in foreign currency is converted into hryvnia at the National Bank of Ukraine exchange rate in effect at the moment the income is accrued (received)',
      url: 'https://zakon.rada.gov.ua/laws/show/2755-17',
    },
    source: 'nbu',
    rateType: 'mid',
    select: 'on_or_before',
    maxAgeDays: WEEK,
  },
  {
    id: 'ca-cra',
    // A day rule: the rate "for the day" (s. 261, CRA), whatever the time of the transaction.
    title: 'Canada CRA: the Bank of Canada rate of the day (relevant spot rate)',
    basis: {
      text: 'Income Tax Act, s. 261(1) "relevant spot rate" and CRA Income Tax Folio S5-F4-C1: the daily exchange rate quoted by the Bank of Canada for the day (which the CRA says a taxpayer may always use)',
      url: 'https://www.canada.ca/en/revenue-agency/services/tax/technical-information/income-tax/income-tax-folios-index/series-5-international-residency/series-5-international-residency-folio-4-foreign-currency/income-tax-folio-s5-f4-c1-income-tax-reporting-currency.html',
    },
    source: 'boc',
    rateType: 'mid',
    select: 'on_or_before',
    maxAgeDays: WEEK,
  },
  {
    id: 'au-ato',
    // A day rule: the ATO's daily rates, one for each day, whatever the time of the transaction.
    title: 'Australia ATO: the RBA rate of the day',
    basis: {
      text: 'Income Tax Assessment Act 1997, s. 960-50(1) (a foreign currency amount is translated into Australian currency), and the ATO foreign exchange rates page: the exchange rate prevailing at the time of the transaction, from the Reserve Bank of Australia since 1 January 2020',
      url: 'https://ato.gov.au/rates/foreign-exchange-rates',
    },
    source: 'rba',
    rateType: 'mid',
    select: 'on_or_before',
    maxAgeDays: WEEK,
  },
  {
    id: 'hu-vat',
    title: 'Hungary VAT: the MNB official rate valid when the tax becomes chargeable',
    basis: {
      text: "Act CXXVII of 2007 on VAT, § 80: the last rate valid at the time of supply (or of the invoice, or of the tax point), which may be, at the taxable person's notified choice, the official exchange rate published by the Magyar Nemzeti Bank",
      url: 'https://net.jogtar.hu/jogszabaly?docid=a0700127.tv',
    },
    source: 'mnb',
    rateType: 'mid',
    select: 'on_or_before',
    maxAgeDays: WEEK,
    // A time rule ("the last rate known" at the time): the MNB fixes its rates at 11:00 Budapest time and
    // publishes them shortly after, valid until the next day's publication (mnb.hu, "Fixing and
    // publication of the official exchange rates"); 12:00 is the time they are out by (mnbCalendar).
    publicationTime: { zone: 'Europe/Budapest', time: '12:00' },
  },
  {
    id: 'uk-hmrc',
    // A period rule: the month's rate holds for every day of the month, whatever the time.
    title: 'UK HMRC: the HMRC monthly rate of the month in which the date falls',
    basis: {
      text: 'HMRC, Customs valuation: exchange rates (Taxation (Cross-border Trade) Act 2018, s. 18): the monthly rates HMRC publishes at the end of every month are applicable from the first to the last day of the next calendar month; HMRC accepts them for other taxes too',
      url: 'https://www.gov.uk/guidance/customs-valuation/exchange-rates',
    },
    source: 'hmrc',
    table: 'monthly',
    rateType: 'mid',
    select: 'on_or_before',
    // The month's own rate, dated its first day: at most 30 days before its last day, never the month before's.
    maxAgeDays: 30,
  },
  {
    id: 'us-treasury',
    title: 'US Treasury: the Treasury Reporting Rate in effect on the date (amendments included)',
    basis: {
      text: 'Treasury Financial Manual, Vol. I, Part 2, Chapter 3200, and the Treasury Reporting Rates of Exchange: the quarterly rates as of the record date for the date of the report and the ensuing three months; an amendment (a rate that moved 10 % or more) in effect from its effective date',
      url: 'https://tfx.treasury.gov/tfm/volume1/part2/chapter-3200-foreign-currency-accounting-and-reporting',
    },
    source: 'us-treasury',
    rateType: 'mid',
    select: 'on_or_before',
    // A quarter's report holds until the next record date: at most 92 days.
    maxAgeDays: 92,
  },
  {
    id: 'us-fbar',
    title: 'US FBAR: the Treasury Reporting Rate of the last day of the calendar year',
    basis: {
      text: "FinCEN, Report of Foreign Bank and Financial Accounts (FinCEN Form 114), Reporting Maximum Account Value, step 2: convert foreign currency by using the Treasury's Financial Management Service rate for the last day of the calendar year",
      url: 'https://www.fincen.gov/reporting-maximum-account-value',
    },
    source: 'us-treasury',
    rateType: 'mid',
    select: 'period_end',
    period: 'year',
    // The report as of 31 December is the year's last: a missing one is named, never an older quarter's served.
    fallback: 'on_or_before',
    maxAgeDays: 92,
  },
] as const;
