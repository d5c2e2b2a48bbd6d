/** The longest `Retry-After` taken as given; anything longer is read as this (a day). */
const LONGEST_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A `Retry-After` header in ms: delay-seconds (`120`) or an HTTP date
 * (`Wed, 21 Oct 2026 07:28:00 GMT`, counted from `now`). `null` when absent or unreadable; a
 * date in the past is 0.
 *
 * @example
 * parseRetryAfter('2') // 2000
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) {
    ms = Number(text) * 1000;
  } else {
    const at = Date.parse(text);
    if (Number.isNaN(at) || !/[a-z]/i.test(text)) return null;
    ms = Math.max(0, at - now);
  }
  return Math.min(ms, LONGEST_RETRY_AFTER_MS);
}
