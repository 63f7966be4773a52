// The calendar room's face: what is outside src/calendar/ imports from here, so a bundle keeps the
// room in one chunk (a program that loads one calendar loads the few lines of the others). Except the
// stale flag (ops/staleFlag.ts) and the fetch handler (http/statusRoute.ts), which import
// datasetStaleAt.ts and freshness.ts by name: the face would bring every calendar into the chunk
// that `convert` and the handler load at once (docs/development.md, "What the fetch handler loads").
export { zonedInstant, zonedUtc, zonedDate, dayInstant, addDays } from './zonedTime.js';
export { publicationTime } from './publicationTime.js';
export { bankCalendar, type BankCalendar } from './bankCalendar.js';
export type { PublishingCalendar } from './publishingCalendar.js';
export { calendarFor, type FeedCalendar } from './calendarFor.js';
export { periodCalendar, periodQuoteDate, penultimateThursday, lastDayOf, type PeriodCalendar, type SourceFrequency } from './periodCalendar.js';
export { DAILY, HOURLY, CONTINUOUS } from './periodic.js';
export { TARGET, ecbCalendar, ecbPublicationTime, isTargetBusinessDay } from './target.js';
export { datasetCalendar } from './datasetCalendar.js';
export { datasetStaleAt } from './datasetStaleAt.js';
export { ageSeconds, datasetFreshness, isStale, staleAt, STALE_AT, type Freshness } from './freshness.js';
export { sourceCalendar, type SourceCalendar } from './sourceCalendar.js';
export { easterDay, orthodoxEasterDay } from './easter.js';
export { hmrcCalendar, usTreasuryCalendar } from './taxCalendars.js';
