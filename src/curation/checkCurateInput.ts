import { fail } from '../errors.js';
import type { DatasetFile } from '../dataset/schema.js';
import type { Dataset } from '../types.js';

type Row = DatasetFile['snapshots'][number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Checks that `snapshot` is a dataset-file row aligned with `history.codes`: a calendar date, and
 * one rate per code, each null, a positive finite number or a positive decimal string. Throws
 * `invalid_parameter` with the path at fault as `param`.
 */
export function checkCurateInput(history: Dataset, snapshot: Row): void {
  if (typeof snapshot !== 'object' || snapshot === null)
    fail('invalid_parameter', 'snapshot must be a dataset-file row { date, updated_at, rates }', 'snapshot');
  const { date, rates } = snapshot;
  if (typeof date !== 'string' || !DATE.test(date) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    fail('invalid_parameter', 'snapshot.date must be a calendar date YYYY-MM-DD', 'snapshot.date');
  }
  if (!Array.isArray(rates) || rates.length !== history.codes.length) {
    fail('invalid_parameter', `snapshot.rates must hold one rate per code of the history (${history.codes.length})`, 'snapshot.rates');
  }
  for (let i = 0; i < rates.length; i++) {
    const r = rates[i];
    const ok = r === null || (typeof r === 'number' && Number.isFinite(r) && r > 0) || (typeof r === 'string' && DECIMAL.test(r) && Number(r) > 0);
    if (!ok)
      fail('invalid_parameter', `snapshot.rates[${i}] (${history.codes[i]}) must be null, a positive number or a decimal string`, `snapshot.rates[${i}]`);
  }
}
