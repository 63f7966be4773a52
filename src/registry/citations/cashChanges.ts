/** Who decided each change of ../cashChanges.ts, and when, by `'CODE YYYY-MM-DD'` (the change's `on`). */
export const CASH_CHANGE_SOURCES: Readonly<Record<string, string>> = {
  'AUD 1992-02-01':
    'Reserve Bank of Australia and the Commonwealth Treasury (announced in the 1990 Budget, 21 August 1990): the RBA stops issuing the 1- and 2-cent coins and begins to collect them from 1 February 1992; cash totals round to the nearest 5 cents under the Treasury guidelines, the cent stays the unit of pricing (Government of Western Australia media statement, 30 January 1992)',
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
  'NZD 1990-05-01':
    'Reserve Bank of New Zealand: the 1- and 2-cent coins are withdrawn and demonetised, no longer legal tender after 30 April 1990; cash totals round to the nearest 5 cents (RBNZ, "Changes to New Zealand\'s silver coins", 31 March 2005, recalling the 1990 rounding)',
  'NZD 2006-11-01':
    'Reserve Bank of New Zealand, decision of 31 March 2005 and news release of 10 July 2006: the 5-cent coin is taken out of circulation from 31 July 2006 and the old coins cease to be legal tender on 1 November 2006; cash totals round to the nearest 10 cents',
  'SEK 2010-10-01':
    'Sveriges Riksbank: the 50-öre coin ceases to be legal tender after 30 September 2010 (Riksdag decision of 25 March 2009, with the amended act on rounding, SFS 1970:1029); cash sums round to whole kronor',
};
