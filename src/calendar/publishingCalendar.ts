/** When a source publishes, so that a quiet weekend is told apart from a missed publication. */
export interface PublishingCalendar {
  /** `daily`, `target` (TARGET business days, ECB), `hourly` or `continuous`. */
  readonly name: string;
  /**
   * How many publications were due after the capture `lastMs` and before `nowMs`: a publication
   * counts once its grace period has passed. `intervalMs` is the live dataset's round interval.
   */
  missed(lastMs: number, nowMs: number, intervalMs: number): number;
  /** The instant at which data captured at `lastMs` becomes stale (the next publication plus its grace). */
  staleAt(lastMs: number, intervalMs: number): number;
}
