/**
 * The message column of the order's log in the payer's language. The shop writes its log in
 * English, for the back office; a page in Malay says what each entry means from its type and
 * signature, and an entry of a kind it has no words for keeps the shop's words, marked English.
 */
import type { DemoLanguage, OrderEvent } from '../../../shared/api.js';
import { h } from '../dom.js';

/** The gateway's events and the shop's own actions, as a Malay reader is told them. */
const MALAY_EVENTS: Readonly<Record<string, string>> = {
  create: 'Pembelian dibuat di gerbang',
  read: 'Status dibaca daripada gerbang',
  capture: 'Kedai menangkap dana yang ditahan',
  release: 'Kedai melepaskan dana yang ditahan',
  refund: 'Kedai membuat bayaran balik',
  cancel: 'Kedai membatalkan pesanan',
  charge: 'Kad tersimpan dicaj',
  delete_recurring_token: 'Kad tersimpan dipadam',
  'purchase.created': 'Pembelian dibuat',
  'purchase.viewed': 'Halaman pembayaran dibuka',
  'purchase.paid': 'Bayaran diterima',
  'purchase.payment_failure': 'Bayaran tidak berjaya',
  'purchase.pending_execute': 'Bayaran sedang diproses',
  'purchase.preauthorized': 'Kad disahkan',
  'purchase.hold': 'Dana ditahan pada kad',
  'purchase.pending_capture': 'Tangkapan sedang diproses',
  'purchase.captured': 'Dana ditangkap',
  'purchase.pending_release': 'Pelepasan sedang diproses',
  'purchase.released': 'Dana yang ditahan dilepaskan',
  'purchase.pending_refund': 'Bayaran balik sedang diproses',
  'payment.refunded': 'Bayaran balik dibuat',
  'purchase.cancelled': 'Pesanan dibatalkan',
  'purchase.settled': 'Bayaran diselesaikan kepada kedai',
  'purchase.pending_recurring_token_delete': 'Pemadaman kad tersimpan sedang diproses',
  'purchase.recurring_token_deleted': 'Kad tersimpan dipadam',
};

const MALAY_SIGNATURES: Readonly<Partial<Record<string, string>>> = {
  rejected: 'Ditolak: tandatangan tidak sah, tiada apa-apa diubah',
  duplicate: 'Tiba semula: sudah dikendalikan, tidak dikendalikan lagi',
};

/** What the entry says, in `language` where there are words for it. */
export function logMessage(event: OrderEvent, language: DemoLanguage): Node | string {
  if (language === 'en') return event.message;
  const signature = event.signature ? MALAY_SIGNATURES[event.signature] : undefined;
  const said =
    signature ?? (Object.hasOwn(MALAY_EVENTS, event.type) ? MALAY_EVENTS[event.type] : undefined);
  return said ? `${said}.` : h('span', { lang: 'en' }, event.message);
}
