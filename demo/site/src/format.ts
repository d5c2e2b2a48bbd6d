/** Money and dates as payers and merchants read them. */
import type { DemoLanguage } from '../../shared/api.js';

const LOCALES: Record<DemoLanguage, string> = {
  en: 'en-MY',
  ms: 'ms-MY',
  zh: 'zh-MY',
  ta: 'ta-MY',
};

/**
 * Money is written `RM 10.00` in every language, as Malaysian banks print it (Chinese's own
 * locale would write `MYR 10.00`).
 */
const MONEY_LOCALES: Record<DemoLanguage, string> = {
  en: 'en-MY',
  ms: 'ms-MY',
  zh: 'en-MY',
  ta: 'en-MY',
};

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the smallest unit (sen) as money: `formatMoney(4990)` → `RM 49.90`.
 *
 * @example
 * formatMoney(order.total, order.currency, order.language)
 */
export function formatMoney(
  amount: number,
  currency = 'MYR',
  language: DemoLanguage = 'en',
): string {
  const key = `${currency} ${language}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALES[language], { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/**
 * Parses what a person typed as an amount of money ("12", "12.5", "RM 12.50") into sen, or
 * `null` when it is not a positive amount with at most two decimals.
 */
export function parseMoney(text: string): number | null {
  const match = /^\s*(?:RM\s*)?(\d{1,7})(?:[.,](\d{1,2}))?\s*$/i.exec(text);
  if (!match) return null;
  const sen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return sen > 0 ? sen : null;
}

/** An ISO 8601 time as a date and time: `12 Mar 2026, 14:05`. */
export function formatDateTime(iso: string, language: DemoLanguage = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** An ISO 8601 time with seconds, for logs where the order of events matters. */
export function formatTime(iso: string, language: DemoLanguage = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleTimeString(LOCALES[language], {
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
