/** Purchase statuses as people read them: a label, a tone for the badge, and whether it is final. */
import { isKnownPurchaseStatus, type KnownPurchaseStatus } from '@checkout-kit/protocol';
import type { DemoLanguage, Order } from '../../../shared/api.js';
import { h } from '../dom.js';

export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

interface StatusInfo {
  en: string;
  ms: string;
  tone: Tone;
  /** The payer is done: nothing more happens without the merchant (or the payer starting again). */
  final: boolean;
  /** The payment went through (money taken, held, or the card verified). */
  succeeded: boolean;
}

const STATUS: Record<KnownPurchaseStatus, StatusInfo> = {
  created: {
    en: 'Awaiting payment',
    ms: 'Menunggu bayaran',
    tone: 'neutral',
    final: false,
    succeeded: false,
  },
  sent: {
    en: 'Awaiting payment',
    ms: 'Menunggu bayaran',
    tone: 'neutral',
    final: false,
    succeeded: false,
  },
  viewed: {
    en: 'Payment in progress',
    ms: 'Bayaran sedang diproses',
    tone: 'info',
    final: false,
    succeeded: false,
  },
  pending_execute: {
    en: 'Processing',
    ms: 'Sedang diproses',
    tone: 'warning',
    final: false,
    succeeded: false,
  },
  pending_charge: {
    en: 'Processing',
    ms: 'Sedang diproses',
    tone: 'warning',
    final: false,
    succeeded: false,
  },
  pending_capture: {
    en: 'Capturing',
    ms: 'Sedang ditangkap',
    tone: 'warning',
    final: false,
    succeeded: true,
  },
  pending_release: {
    en: 'Releasing',
    ms: 'Sedang dilepaskan',
    tone: 'warning',
    final: false,
    succeeded: true,
  },
  pending_refund: {
    en: 'Refunding',
    ms: 'Sedang dipulangkan',
    tone: 'warning',
    final: false,
    succeeded: true,
  },
  paid: { en: 'Paid', ms: 'Dibayar', tone: 'success', final: true, succeeded: true },
  cleared: {
    en: 'Paid (cleared)',
    ms: 'Dibayar (dijelaskan)',
    tone: 'success',
    final: true,
    succeeded: true,
  },
  settled: {
    en: 'Paid (settled)',
    ms: 'Dibayar (diselesaikan)',
    tone: 'success',
    final: true,
    succeeded: true,
  },
  hold: { en: 'Funds on hold', ms: 'Dana ditahan', tone: 'info', final: true, succeeded: true },
  preauthorized: {
    en: 'Card verified',
    ms: 'Kad disahkan',
    tone: 'success',
    final: true,
    succeeded: true,
  },
  refunded: { en: 'Refunded', ms: 'Dipulangkan', tone: 'neutral', final: true, succeeded: true },
  released: {
    en: 'Hold released',
    ms: 'Tahanan dilepaskan',
    tone: 'neutral',
    final: true,
    succeeded: true,
  },
  chargeback: { en: 'Charged back', ms: 'Caj balik', tone: 'danger', final: true, succeeded: true },
  error: {
    en: 'Payment failed',
    ms: 'Bayaran gagal',
    tone: 'danger',
    final: true,
    succeeded: false,
  },
  cancelled: { en: 'Cancelled', ms: 'Dibatalkan', tone: 'danger', final: true, succeeded: false },
  overdue: { en: 'Overdue', ms: 'Tertunggak', tone: 'danger', final: true, succeeded: false },
  expired: { en: 'Expired', ms: 'Tamat tempoh', tone: 'danger', final: true, succeeded: false },
  blocked: { en: 'Blocked', ms: 'Disekat', tone: 'danger', final: true, succeeded: false },
};

const UNKNOWN: StatusInfo = {
  en: 'Unknown',
  ms: 'Tidak diketahui',
  tone: 'neutral',
  final: false,
  succeeded: false,
};

/** What a status means (an unknown status from a newer gateway reads as "Unknown", not final). */
export const statusInfo = (status: string): StatusInfo =>
  isKnownPurchaseStatus(status) ? STATUS[status] : UNKNOWN;

/**
 * The payer can still pay in this status, as the gateway has it: also after a failed attempt
 * (`error`) and after the due date (`overdue`).
 */
export const isPayable = (status: string): boolean =>
  ['created', 'sent', 'viewed', 'error', 'overdue'].includes(status);

/** A badge with the status's label; its `data-status` carries the gateway's own word. */
export function statusBadge(status: string, language: DemoLanguage = 'en'): HTMLSpanElement {
  const info = statusInfo(status);
  return h(
    'span',
    { class: 'badge', 'data-tone': info.tone, 'data-status': status },
    info[language],
  );
}

/**
 * The badge of an order's payment: as {@link statusBadge}, except that a purchase the gateway
 * calls `refunded` after a partial refund reads "Partly refunded".
 */
export function orderStatusBadge(order: Order, language: DemoLanguage = 'en'): HTMLSpanElement {
  const badge = statusBadge(order.purchase.status, language);
  const { status, refundedAmount, capturedAmount } = order.purchase;
  if (status === 'refunded' && refundedAmount > 0 && refundedAmount < capturedAmount) {
    badge.textContent = language === 'ms' ? 'Dipulangkan sebahagian' : 'Partly refunded';
    badge.dataset.partial = 'true';
  }
  return badge;
}

/** The kinds of order, as words. */
export const KIND_LABELS: Record<Order['kind'], Record<DemoLanguage, string>> = {
  payment: { en: 'Payment', ms: 'Bayaran' },
  hold: { en: 'Hold', ms: 'Tahanan' },
  card_verification: { en: 'Card verification', ms: 'Pengesahan kad' },
};
