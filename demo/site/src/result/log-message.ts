/**
 * The message column of the order's log in the payer's language. The shop writes its log in
 * English, for the back office; a page in another language says what each entry means from its
 * type and signature, and an entry of a kind it has no words for keeps the shop's words, marked
 * English.
 */
import type { DemoLanguage, OrderEvent } from '../../../shared/api.js';
import { h } from '../dom.js';

/** The gateway's events and the shop's own actions that have words of their own. */
type EventType =
  | 'create'
  | 'read'
  | 'capture'
  | 'release'
  | 'refund'
  | 'cancel'
  | 'charge'
  | 'delete_recurring_token'
  | 'purchase.created'
  | 'purchase.viewed'
  | 'purchase.paid'
  | 'purchase.payment_failure'
  | 'purchase.pending_execute'
  | 'purchase.preauthorized'
  | 'purchase.hold'
  | 'purchase.pending_capture'
  | 'purchase.captured'
  | 'purchase.pending_release'
  | 'purchase.released'
  | 'purchase.pending_refund'
  | 'payment.refunded'
  | 'purchase.cancelled'
  | 'purchase.settled'
  | 'purchase.pending_recurring_token_delete'
  | 'purchase.recurring_token_deleted';

/** What a language says of each event, and of a delivery that was not handled. */
export interface LogWords {
  events: Record<EventType, string>;
  rejected: string;
  duplicate: string;
}

/** The log's words in each language but English (English reads the shop's own messages). */
export const LOG_WORDS: Record<Exclude<DemoLanguage, 'en'>, LogWords> = {
  ms: {
    events: {
      create: 'Pembelian dibuat di gerbang',
      read: 'Status dibaca daripada gerbang',
      capture: 'Kedai mengambil dana yang ditahan',
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
      'purchase.pending_capture': 'Pengambilan dana sedang diproses',
      'purchase.captured': 'Dana diambil',
      'purchase.pending_release': 'Pelepasan sedang diproses',
      'purchase.released': 'Dana yang ditahan dilepaskan',
      'purchase.pending_refund': 'Bayaran balik sedang diproses',
      'payment.refunded': 'Bayaran balik dibuat',
      'purchase.cancelled': 'Pesanan dibatalkan',
      'purchase.settled': 'Bayaran diselesaikan kepada kedai',
      'purchase.pending_recurring_token_delete': 'Pemadaman kad tersimpan sedang diproses',
      'purchase.recurring_token_deleted': 'Kad tersimpan dipadam',
    },
    rejected: 'Ditolak: tandatangan tidak sah, tiada apa-apa diubah',
    duplicate: 'Tiba semula: sudah dikendalikan, tidak dikendalikan lagi',
  },
  zh: {
    events: {
      create: '已在网关创建付款',
      read: '已从网关读取状态',
      capture: '商店已扣取预授权金额',
      release: '商店已释放预授权金额',
      refund: '商店已退款',
      cancel: '商店已取消订单',
      charge: '已向保存的银行卡收费',
      delete_recurring_token: '已删除保存的银行卡',
      'purchase.created': '付款已创建',
      'purchase.viewed': '付款页面已打开',
      'purchase.paid': '已收到付款',
      'purchase.payment_failure': '付款未成功',
      'purchase.pending_execute': '付款处理中',
      'purchase.preauthorized': '银行卡已验证',
      'purchase.hold': '金额已在银行卡上预授权',
      'purchase.pending_capture': '扣款处理中',
      'purchase.captured': '已扣款',
      'purchase.pending_release': '释放处理中',
      'purchase.released': '预授权金额已释放',
      'purchase.pending_refund': '退款处理中',
      'payment.refunded': '已退款',
      'purchase.cancelled': '订单已取消',
      'purchase.settled': '款项已结算给商店',
      'purchase.pending_recurring_token_delete': '正在删除保存的银行卡',
      'purchase.recurring_token_deleted': '保存的银行卡已删除',
    },
    rejected: '已拒绝：签名无效，未作任何更改',
    duplicate: '重复送达：已处理过，不再处理',
  },
  ta: {
    events: {
      create: 'நுழைவாயிலில் கட்டணம் உருவாக்கப்பட்டது',
      read: 'நுழைவாயிலிலிருந்து நிலை படிக்கப்பட்டது',
      capture: 'நிறுத்திவைத்த தொகையைக் கடை வசூலித்தது',
      release: 'நிறுத்திவைத்த தொகையைக் கடை விடுவித்தது',
      refund: 'கடை பணத்தைத் திருப்பியளித்தது',
      cancel: 'கடை ஆர்டரை ரத்து செய்தது',
      charge: 'சேமித்த அட்டையில் வசூலிக்கப்பட்டது',
      delete_recurring_token: 'சேமித்த அட்டை நீக்கப்பட்டது',
      'purchase.created': 'கட்டணம் உருவாக்கப்பட்டது',
      'purchase.viewed': 'கட்டணப் பக்கம் திறக்கப்பட்டது',
      'purchase.paid': 'கட்டணம் பெறப்பட்டது',
      'purchase.payment_failure': 'கட்டணம் வெற்றிபெறவில்லை',
      'purchase.pending_execute': 'கட்டணம் செயலாக்கப்படுகிறது',
      'purchase.preauthorized': 'அட்டை சரிபார்க்கப்பட்டது',
      'purchase.hold': 'தொகை அட்டையில் நிறுத்திவைக்கப்பட்டது',
      'purchase.pending_capture': 'வசூல் செயலாக்கப்படுகிறது',
      'purchase.captured': 'தொகை வசூலிக்கப்பட்டது',
      'purchase.pending_release': 'விடுவிப்பு செயலாக்கப்படுகிறது',
      'purchase.released': 'நிறுத்திவைத்த தொகை விடுவிக்கப்பட்டது',
      'purchase.pending_refund': 'பணம் திருப்பியளித்தல் செயலாக்கப்படுகிறது',
      'payment.refunded': 'பணம் திருப்பியளிக்கப்பட்டது',
      'purchase.cancelled': 'ஆர்டர் ரத்து செய்யப்பட்டது',
      'purchase.settled': 'கட்டணம் கடைக்குக் கணக்கில் வரவு வைக்கப்பட்டது',
      'purchase.pending_recurring_token_delete': 'சேமித்த அட்டை நீக்கப்படுகிறது',
      'purchase.recurring_token_deleted': 'சேமித்த அட்டை நீக்கப்பட்டது',
    },
    rejected: 'நிராகரிக்கப்பட்டது: கையொப்பம் செல்லாது, எதுவும் மாற்றப்படவில்லை',
    duplicate: 'மீண்டும் வந்தது: ஏற்கெனவே கையாளப்பட்டது, மறுபடி கையாளப்படவில்லை',
  },
};

/** What the entry says, in `language` where there are words for it. */
export function logMessage(event: OrderEvent, language: DemoLanguage): Node | string {
  if (language === 'en') return event.message;
  const words = LOG_WORDS[language];
  const signature =
    event.signature === 'rejected' || event.signature === 'duplicate'
      ? words[event.signature]
      : undefined;
  const said =
    signature ??
    (Object.hasOwn(words.events, event.type) ? words.events[event.type as EventType] : undefined);
  // Chinese ends a sentence with its own full stop.
  return said
    ? `${said}${language === 'zh' ? '。' : '.'}`
    : h('span', { lang: 'en' }, event.message);
}
