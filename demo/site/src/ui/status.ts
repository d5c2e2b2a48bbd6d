/** Purchase statuses as people read them: a label, a tone for the badge, and whether it is final. */
import { isKnownPurchaseStatus, type KnownPurchaseStatus } from '@checkout-kit/protocol';
import type { DemoLanguage, Order } from '../../../shared/api.js';
import { h } from '../dom.js';

export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

/** A status's label in each language, with what it means. */
type StatusInfo = Record<DemoLanguage, string> & {
  tone: Tone;
  /** The payer is done: nothing more happens without the merchant (or the payer starting again). */
  final: boolean;
  /** The payment went through (money taken, held, or the card verified). */
  succeeded: boolean;
};

const STATUS: Record<KnownPurchaseStatus, StatusInfo> = {
  created: {
    en: 'Awaiting payment',
    ms: 'Menunggu bayaran',
    zh: '等待付款',
    ta: 'கட்டணத்திற்காகக் காத்திருக்கிறது',
    tone: 'neutral',
    final: false,
    succeeded: false,
  },
  sent: {
    en: 'Awaiting payment',
    ms: 'Menunggu bayaran',
    zh: '等待付款',
    ta: 'கட்டணத்திற்காகக் காத்திருக்கிறது',
    tone: 'neutral',
    final: false,
    succeeded: false,
  },
  viewed: {
    en: 'Payment in progress',
    ms: 'Bayaran sedang diproses',
    zh: '付款进行中',
    ta: 'கட்டணம் நடைபெறுகிறது',
    tone: 'info',
    final: false,
    succeeded: false,
  },
  pending_execute: {
    en: 'Processing',
    ms: 'Sedang diproses',
    zh: '处理中',
    ta: 'செயலாக்கப்படுகிறது',
    tone: 'warning',
    final: false,
    succeeded: false,
  },
  pending_charge: {
    en: 'Processing',
    ms: 'Sedang diproses',
    zh: '处理中',
    ta: 'செயலாக்கப்படுகிறது',
    tone: 'warning',
    final: false,
    succeeded: false,
  },
  pending_capture: {
    en: 'Capturing',
    ms: 'Amaun sedang diambil',
    zh: '正在扣款',
    ta: 'தொகை வசூலிக்கப்படுகிறது',
    tone: 'warning',
    final: false,
    succeeded: true,
  },
  pending_release: {
    en: 'Releasing',
    ms: 'Sedang dilepaskan',
    zh: '正在释放预授权',
    ta: 'முன் அங்கீகாரம் விடுவிக்கப்படுகிறது',
    tone: 'warning',
    final: false,
    succeeded: true,
  },
  pending_refund: {
    en: 'Refunding',
    ms: 'Bayaran balik sedang diproses',
    zh: '退款处理中',
    ta: 'பணம் திருப்பியளிக்கப்படுகிறது',
    tone: 'warning',
    final: false,
    succeeded: true,
  },
  paid: {
    en: 'Paid',
    ms: 'Dibayar',
    zh: '已付款',
    ta: 'செலுத்தப்பட்டது',
    tone: 'success',
    final: true,
    succeeded: true,
  },
  cleared: {
    en: 'Paid (cleared)',
    ms: 'Dibayar (dijelaskan)',
    zh: '已付款（已结清）',
    ta: 'செலுத்தப்பட்டது (தீர்க்கப்பட்டது)',
    tone: 'success',
    final: true,
    succeeded: true,
  },
  settled: {
    en: 'Paid (settled)',
    ms: 'Dibayar (diselesaikan)',
    zh: '已付款（已结算）',
    ta: 'செலுத்தப்பட்டது (கணக்கில் வரவு வைக்கப்பட்டது)',
    tone: 'success',
    final: true,
    succeeded: true,
  },
  hold: {
    en: 'Funds on hold',
    ms: 'Dana ditahan',
    zh: '金额已预授权',
    ta: 'தொகை முன் அங்கீகாரத்தில் உள்ளது',
    tone: 'info',
    final: true,
    succeeded: true,
  },
  preauthorized: {
    en: 'Card verified',
    ms: 'Kad disahkan',
    zh: '银行卡已验证',
    ta: 'அட்டை சரிபார்க்கப்பட்டது',
    tone: 'success',
    final: true,
    succeeded: true,
  },
  refunded: {
    en: 'Refunded',
    ms: 'Dibayar balik',
    zh: '已退款',
    ta: 'பணம் திருப்பியளிக்கப்பட்டது',
    tone: 'neutral',
    final: true,
    succeeded: true,
  },
  released: {
    en: 'Hold released',
    ms: 'Pra-kebenaran dilepaskan',
    zh: '预授权已释放',
    ta: 'முன் அங்கீகாரம் விடுவிக்கப்பட்டது',
    tone: 'neutral',
    final: true,
    succeeded: true,
  },
  chargeback: {
    en: 'Charged back',
    ms: 'Caj balik',
    zh: '已拒付',
    ta: 'வங்கி மூலம் திரும்பப் பெறப்பட்டது',
    tone: 'danger',
    final: true,
    succeeded: true,
  },
  error: {
    en: 'Payment failed',
    ms: 'Bayaran gagal',
    zh: '付款失败',
    ta: 'கட்டணம் தோல்வியடைந்தது',
    tone: 'danger',
    final: true,
    succeeded: false,
  },
  cancelled: {
    en: 'Cancelled',
    ms: 'Dibatalkan',
    zh: '已取消',
    ta: 'ரத்து செய்யப்பட்டது',
    tone: 'danger',
    final: true,
    succeeded: false,
  },
  overdue: {
    en: 'Overdue',
    ms: 'Tertunggak',
    zh: '已逾期',
    ta: 'காலம் கடந்துவிட்டது',
    tone: 'danger',
    final: true,
    succeeded: false,
  },
  expired: {
    en: 'Expired',
    ms: 'Tamat tempoh',
    zh: '已过期',
    ta: 'காலாவதியானது',
    tone: 'danger',
    final: true,
    succeeded: false,
  },
  blocked: {
    en: 'Blocked',
    ms: 'Disekat',
    zh: '已被阻止',
    ta: 'தடுக்கப்பட்டது',
    tone: 'danger',
    final: true,
    succeeded: false,
  },
};

const UNKNOWN: StatusInfo = {
  en: 'Unknown',
  ms: 'Tidak diketahui',
  zh: '未知',
  ta: 'தெரியவில்லை',
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

/** A purchase the gateway calls `refunded` after a refund of less than was captured. */
const PARTLY_REFUNDED: Record<DemoLanguage, string> = {
  en: 'Partly refunded',
  ms: 'Dibayar balik sebahagian',
  zh: '部分退款',
  ta: 'பகுதியாகத் திருப்பியளிக்கப்பட்டது',
};

/**
 * The badge of an order's payment: as {@link statusBadge}, except that a purchase the gateway
 * calls `refunded` after a partial refund reads "Partly refunded".
 */
export function orderStatusBadge(order: Order, language: DemoLanguage = 'en'): HTMLSpanElement {
  const badge = statusBadge(order.purchase.status, language);
  const { status, refundedAmount, capturedAmount } = order.purchase;
  if (status === 'refunded' && refundedAmount > 0 && refundedAmount < capturedAmount) {
    badge.textContent = PARTLY_REFUNDED[language];
    badge.dataset.partial = 'true';
  }
  return badge;
}

/** Every status's words, for the test that checks each language has them all. */
export const STATUS_LABELS: readonly Record<DemoLanguage, string>[] = [
  ...Object.values(STATUS),
  UNKNOWN,
  PARTLY_REFUNDED,
];

/** The kinds of order, as words. */
export const KIND_LABELS: Record<Order['kind'], Record<DemoLanguage, string>> = {
  payment: { en: 'Payment', ms: 'Bayaran', zh: '付款', ta: 'கட்டணம்' },
  hold: { en: 'Hold', ms: 'Pra-kebenaran', zh: '预授权', ta: 'முன் அங்கீகாரம்' },
  card_verification: {
    en: 'Card verification',
    ms: 'Pengesahan kad',
    zh: '银行卡验证',
    ta: 'அட்டை சரிபார்ப்பு',
  },
};
