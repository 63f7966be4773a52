/** Who decided each change of ../cashChanges.ts, and when, by `'CODE YYYY-MM-DD'` (the change's `on`). */
export const CASH_CHANGE_SOURCES: Readonly<Record<string, string>> = {
  'CAD 2013-02-04':
    'Department of Finance Canada, "Phasing out the penny" (Economic Action Plan 2012): the Royal Canadian Mint stops distributing pennies from 4 February 2013; cash payments round to the nearest five cents, the cent stays the unit of pricing and legal tender',
  'CZK 2003-11-01':
    'Česká národní banka, Decree No. 79/2003 Coll.: the 10- and 20-heller coins cease to be legal tender on 31 October 2003; cash sums round to the nearest valid denomination (Consumer Protection Act)',
  'CZK 2008-09-01': 'Česká národní banka, Decree No. 174/2008 Coll.: the 50-heller coin ceases to be valid on 31 August 2008; cash sums round to whole koruna',
  'DKK 2008-10-01': 'Danmarks Nationalbank: from 1 October 2008 the 25-øre coin is no longer legal tender, and cash totals round to the nearest 50 øre',
  'HUF 2008-03-01':
    'Magyar Nemzeti Bank: the 1- and 2-forint coins are withdrawn from 1 March 2008; from that date cash totals round to the nearest amount divisible by 5',
  'NOK 2012-05-01':
    'Norges Bank, regulation of 16 March 2011 No. 294 (forskrift om tilbaketrekking av 50-øringen): the 50-øre coin ceases to be legal tender on 1 May 2012; cash sums from then round to the nearest krone',
  'SEK 2010-10-01':
    'Sveriges Riksbank: the 50-öre coin ceases to be legal tender after 30 September 2010 (Riksdag decision of 25 March 2009, with the amended act on rounding, SFS 1970:1029); cash sums round to whole kronor',
};
