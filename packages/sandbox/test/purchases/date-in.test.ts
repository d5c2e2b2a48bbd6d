import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dateIn } from '../../src/purchases/create-purchase.js';

/** The date as a formatter made afresh gives it. */
function freshDate(timeZone: string, unixMs: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(unixMs);
}

describe('the date a purchase is issued on', () => {
  it('turns at midnight of its time zone, also where the offset has 30 or 45 minutes', () => {
    const zones = ['Asia/Kuala_Lumpur', 'Asia/Kathmandu', 'Australia/Eucla', 'America/St_Johns'];
    const start = Date.UTC(2026, 2, 1);
    for (const zone of zones) {
      // Every quarter hour of two days (where zones turn), and the seconds on either side of each minute's turn.
      for (let ms = start; ms < start + 2 * 86_400_000; ms += 900_000) {
        for (const at of [ms - 1, ms, ms + 59_999]) {
          assert.equal(
            dateIn(zone, at),
            freshDate(zone, at),
            `${zone} at ${new Date(at).toISOString()}`,
          );
        }
      }
    }
  });

  it('refuses an unknown time zone, naming it', () => {
    assert.throws(() => dateIn('Mars/Olympus_Mons', Date.now()), /Mars\/Olympus_Mons/);
  });
});
