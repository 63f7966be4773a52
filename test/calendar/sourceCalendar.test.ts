import { describe, expect, it } from 'vitest';
import { sourceCalendar } from '../../src/calendar/index.js';

// The publishing calendars the policies read (issue 37): a weekday missing from a dataset is told
// apart from a closing day. The recorded documents check the holiday rules day by day (test/policy).
describe('sourceCalendar', () => {
  it('names the publication days of each policy source', () => {
    const cases: [string, string, boolean][] = [
      ['nbp', '2026-03-06', true], // an ordinary Friday
      ['nbp', '2026-04-06', false], // Easter Monday
      ['nbp', '2026-06-04', false], // Corpus Christi
      ['nbp', '2026-03-07', false], // a Saturday
      ['cnb', '2026-04-03', false], // Good Friday
      ['bnr', '2026-04-10', false], // Orthodox Good Friday
      ['bnr', '2026-06-01', false], // Children's Day, Orthodox Whit Monday
      ['tcmb', '2026-03-20', false], // Ramazan Bayramı
      ['mnb', '2026-01-10', true], // a Saturday worked instead of 2 January
      ['mnb', '2026-01-02', false],
      ['cbr', '2026-03-07', true], // a Saturday quote date: Friday's rates
      ['cbr', '2026-03-09', false], // a Monday quote date: nothing was set on Sunday
      ['cbr', '2026-03-10', false], // 9 March was a holiday: nothing set for the 10th
      ['nbu', '2026-03-09', true], // no holidays under martial law
      ['boc', '2026-05-18', false], // Victoria Day
      ['boc', '2026-08-03', false], // Civic Holiday
      ['rba', '2026-01-26', false], // Australia Day
      ['rba', '2025-01-27', false], // Australia Day observed
      ['ecb', '2026-04-03', false], // TARGET: Good Friday
      ['ecb', '2026-04-07', true],
      ['unknown', '2026-03-06', true], // Monday to Friday
      ['unknown', '2026-03-07', false],
    ];
    for (const [source, date, publishes] of cases) expect(sourceCalendar(source).publishes(date), `${source} ${date}`).toBe(publishes);
    expect(sourceCalendar('boc').zone).toBe('America/Toronto');
  });
});
