/**
 * Demo timestamps. All dates are placed relative to a fixed reference date, never the clock, so that a
 * seed always gives the same rows. The default reference is 2026-11-01T00:00:00Z: about 65% of detections
 * have last_seen within the 90 days before it, the rest up to three years before it. Data loaded long
 * after that date looks correspondingly staler to freshness-based list tiers.
 */
export const DEMO_REFERENCE_DATE = new Date(Date.UTC(2026, 10, 1));

export const DAY_MS = 86_400_000;
export const YEAR_MS = 365 * DAY_MS;

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const dayPrefixes = new Map<number, string>();

/**
 * "2026-10-05T12:34:56Z" for whole seconds. Rows carry strings rather than Dates: both bulk paths accept
 * them, and formatting from a per-day cache is several times cheaper than Date#toISOString at 50M values.
 */
export function formatTimestamp(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const day = Math.floor(seconds / 86400);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const s = seconds - day * 86400;
  return prefix + TWO_DIGITS[Math.floor(s / 3600)]! + ':' + TWO_DIGITS[Math.floor(s / 60) % 60]! + ':' + TWO_DIGITS[s % 60]! + 'Z';
}
