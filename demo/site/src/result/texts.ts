/** The result page's words, in English and Malay. */
import type { DemoLanguage, OrderEventSource } from '../../../shared/api.js';

type Signature = 'verified' | 'rejected' | 'duplicate';

/** A headline and the sentence under it. */
const said = (title: string, text: string): [title: string, text: string] => [title, text];

const en = {
  pageTitle: (id: string) => `Order ${id} · Kedai Kopi`,
  eyebrow: (id: string) => `Order ${id}`,
  loading: 'Loading your order…',
  noOrder: 'No order was given. Start from the shop.',
  loadFailed: 'The order could not be loaded.',
  refreshFailed: 'The latest status could not be read.',
  retry: 'Try again',
  backToShop: 'Back to the shop',
  unknownOrderTitle: 'We cannot find this order',
  unknownOrder: (id: string) =>
    `This shop has no order ${id}. Check the link you followed, or start again from the shop.`,
  pending: said(
    'Waiting for the payment’s result…',
    'This page updates by itself as the gateway answers.',
  ),
  paid: said(
    'Thank you: your payment went through',
    'Your order is confirmed and on its way to being packed.',
  ),
  hold: said(
    'Your payment is authorised',
    'The amount is held on your card; you are charged when your order ships.',
  ),
  preauthorized: said(
    'Your card is verified and saved',
    'Nothing was charged. The shop can charge this card again without you typing it.',
  ),
  refunded: said('This order was refunded', 'The money is on its way back to you.'),
  released: said('The hold was released', 'Nothing was charged; the held amount is free again.'),
  failed: said('The payment did not go through', 'Nothing was charged.'),
  closed: said('This order is closed', 'It can no longer be paid.'),
  tryAgain: 'Try again',
  continueShopping: 'Continue shopping',
  detailsTitle: 'Payment',
  status: 'Status',
  total: 'Total',
  captured: 'Captured',
  refunded_: 'Refunded',
  method: 'Paid with',
  fulfilment: 'Fulfilment',
  fulfilled: (at: string, count: number) =>
    `Fulfilled ${at} (${count === 1 ? 'once' : `${count} times`})`,
  notFulfilled: 'Not yet',
  savedCard: 'Card saved',
  yes: 'Yes',
  purchase: 'Purchase',
  email: 'E-mail',
  itemsTitle: 'Items',
  logTitle: 'Callbacks and webhooks',
  logIntro:
    'What the gateway told the shop about this payment, each delivery’s signature checked against the gateway’s public key, and what the shop did.',
  logCaption: 'Oldest first. A rejected signature changes nothing.',
  logEmpty: 'Nothing yet: deliveries from the gateway appear here as they arrive.',
  columns: ['Time', 'Source', 'Event', 'Signature', 'Attempt', 'Status', 'Message'],
  sources: { callback: 'Callback', webhook: 'Webhook', merchant: 'Shop' } satisfies Record<
    OrderEventSource,
    string
  >,
  signatures: {
    verified: 'Verified',
    rejected: 'Rejected',
    duplicate: 'Duplicate',
  } satisfies Record<Signature, string>,
  none: 'None',
  checking: 'Checking for updates…',
  checkedAt: (time: string) => `Last checked at ${time}.`,
  refresh: 'Refresh',
  announce: (status: string) => `Payment status: ${status}.`,
};

export type ResultTexts = typeof en;

const ms: ResultTexts = {
  pageTitle: (id: string) => `Pesanan ${id} · Kedai Kopi`,
  eyebrow: (id: string) => `Pesanan ${id}`,
  loading: 'Memuatkan pesanan anda…',
  noOrder: 'Tiada pesanan diberi. Mulakan dari kedai.',
  loadFailed: 'Pesanan tidak dapat dimuatkan.',
  refreshFailed: 'Status terkini tidak dapat dibaca.',
  retry: 'Cuba lagi',
  backToShop: 'Kembali ke kedai',
  unknownOrderTitle: 'Kami tidak menemui pesanan ini',
  unknownOrder: (id: string) =>
    `Kedai ini tiada pesanan ${id}. Semak pautan yang anda ikuti, atau mula semula dari kedai.`,
  pending: said(
    'Menunggu keputusan bayaran…',
    'Halaman ini dikemas kini sendiri apabila gerbang menjawab.',
  ),
  paid: said('Terima kasih: bayaran anda berjaya', 'Pesanan anda disahkan dan akan dibungkus.'),
  hold: said(
    'Bayaran anda dibenarkan',
    'Jumlah ditahan pada kad anda; anda dicaj apabila pesanan dihantar.',
  ),
  preauthorized: said(
    'Kad anda disahkan dan disimpan',
    'Tiada caj dikenakan. Kedai boleh mengecaj kad ini lagi tanpa anda menaipnya.',
  ),
  refunded: said('Pesanan ini telah dipulangkan', 'Wang sedang dipulangkan kepada anda.'),
  released: said(
    'Tahanan telah dilepaskan',
    'Tiada caj dikenakan; jumlah yang ditahan bebas semula.',
  ),
  failed: said('Bayaran tidak berjaya', 'Tiada caj dikenakan.'),
  closed: said('Pesanan ini ditutup', 'Ia tidak boleh dibayar lagi.'),
  tryAgain: 'Cuba lagi',
  continueShopping: 'Teruskan membeli-belah',
  detailsTitle: 'Bayaran',
  status: 'Status',
  total: 'Jumlah',
  captured: 'Ditangkap',
  refunded_: 'Dipulangkan',
  method: 'Dibayar dengan',
  fulfilment: 'Pemenuhan',
  fulfilled: (at: string, count: number) => `Dipenuhi ${at} (${count} kali)`,
  notFulfilled: 'Belum lagi',
  savedCard: 'Kad disimpan',
  yes: 'Ya',
  purchase: 'Pembelian',
  email: 'E-mel',
  itemsTitle: 'Barangan',
  logTitle: 'Panggilan balik dan webhook',
  logIntro:
    'Apa yang gerbang beritahu kedai tentang bayaran ini, tandatangan setiap penghantaran disemak dengan kunci awam gerbang, dan apa yang kedai lakukan.',
  logCaption: 'Yang terawal dahulu. Tandatangan yang ditolak tidak mengubah apa-apa.',
  logEmpty: 'Belum ada: penghantaran daripada gerbang muncul di sini apabila tiba.',
  columns: ['Masa', 'Sumber', 'Acara', 'Tandatangan', 'Cubaan', 'Status', 'Mesej'],
  sources: { callback: 'Panggilan balik', webhook: 'Webhook', merchant: 'Kedai' },
  signatures: { verified: 'Disahkan', rejected: 'Ditolak', duplicate: 'Pendua' },
  none: 'Tiada',
  checking: 'Menyemak kemas kini…',
  checkedAt: (time: string) => `Kali terakhir disemak pada ${time}.`,
  refresh: 'Muat semula',
  announce: (status: string) => `Status bayaran: ${status}.`,
};

export const RESULT_TEXTS: Record<DemoLanguage, ResultTexts> = { en, ms };
