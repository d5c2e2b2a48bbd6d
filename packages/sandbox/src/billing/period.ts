import type { PeriodUnit } from '../core/state.js';

/** The units a billing template counts its periods in ("days" and "months" in the PHP SDK's test). */
export const PERIOD_UNITS: readonly PeriodUnit[] = ['days', 'weeks', 'months', 'years'];

/**
 * `unixSeconds` moved `count` periods of `unit` on, in UTC: a month from 31 January is the last
 * day of February, as a calendar counts it, not 3 March.
 */
export function addPeriods(unixSeconds: number, count: number, unit: PeriodUnit): number {
  if (unit === 'days' || unit === 'weeks') {
    return unixSeconds + count * (unit === 'weeks' ? 7 : 1) * 86_400;
  }
  const date = new Date(unixSeconds * 1000);
  const months = unit === 'years' ? count * 12 : count;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
