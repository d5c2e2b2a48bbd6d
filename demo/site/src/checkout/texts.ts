/** The checkout page's words, in English and Malay. */
import type { DemoLanguage, OrderKind } from '../../../shared/api.js';

const en = {
  pageTitle: (id: string) => `Checkout · order ${id} · Kedai Kopi`,
  eyebrow: 'Checkout',
  titleFor: (id: string) => `Pay for order ${id}`,
  orderTitle: (id: string) => `Order ${id}`,
  loading: 'Loading your order…',
  noOrder: 'No order was given. Start from the shop.',
  loadFailed: 'Your order could not be loaded.',
  retry: 'Try again',
  backToShop: 'Back to the shop',
  summaryTitle: 'Order summary',
  summaryTotal: (total: string) => `Total ${total}`,
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  orderNumber: 'Order number',
  email: 'E-mail',
  kind: 'Type',
  total: 'Total',
  kindNotes: {
    payment: 'The full amount is charged when you pay.',
    hold: 'The amount is only held on your card now; the shop charges it when your order ships.',
    card_verification: 'Nothing is charged (RM 0): your card is verified and saved for later.',
  } satisfies Record<OrderKind, string>,
  payTitle: 'How would you like to pay?',
  /** Lines that tell the gateway's alike methods apart: who each is for, or how it is paid. */
  methodDescriptions: {
    fpx: 'Personal bank account',
    fpx_b2b1: 'Company bank account',
    duitnow_qr: 'Scan with your bank app',
    dnqr: 'Scan with your bank app, via DNQR',
    shopee_pay: 'Opens the ShopeePay app',
    razer_shopeepay: 'Opens ShopeePay, via Razer',
  } as Record<string, string>,
  cardTitle: 'Card details',
  cardNote:
    'Your card details go straight to the payment gateway, never through this shop. 3-D Secure may ask you to confirm.',
  cardShown: 'Card chosen: enter your card details below.',
  elsewhere: 'Or choose on the gateway’s payment page',
  notPayableTitle: 'This order cannot be paid any more',
  nothingToPay: 'There is nothing more to pay',
  lastFailed: 'Your last payment attempt did not go through, and nothing was charged.',
  notPayable: (status: string) => `Its payment is: ${status}.`,
  seeResult: 'See the order’s status',
};

export type CheckoutTexts = typeof en;

const ms: CheckoutTexts = {
  pageTitle: (id: string) => `Pembayaran · pesanan ${id} · Kedai Kopi`,
  eyebrow: 'Pembayaran',
  titleFor: (id: string) => `Bayar untuk pesanan ${id}`,
  orderTitle: (id: string) => `Pesanan ${id}`,
  loading: 'Memuatkan pesanan anda…',
  noOrder: 'Tiada pesanan diberi. Mulakan dari kedai.',
  loadFailed: 'Pesanan anda tidak dapat dimuatkan.',
  retry: 'Cuba lagi',
  backToShop: 'Kembali ke kedai',
  summaryTitle: 'Ringkasan pesanan',
  summaryTotal: (total: string) => `Jumlah ${total}`,
  showDetails: 'Lihat butiran',
  hideDetails: 'Sembunyi butiran',
  orderNumber: 'Nombor pesanan',
  email: 'E-mel',
  kind: 'Jenis',
  total: 'Jumlah',
  kindNotes: {
    payment: 'Jumlah penuh dicaj apabila anda membayar.',
    hold: 'Jumlah hanya ditahan pada kad anda sekarang; kedai mengenakan caj apabila pesanan dihantar.',
    card_verification: 'Tiada caj (RM 0): kad anda disahkan dan disimpan untuk kemudian.',
  },
  payTitle: 'Bagaimana anda mahu membayar?',
  methodDescriptions: {
    fpx: 'Akaun bank peribadi',
    fpx_b2b1: 'Akaun bank syarikat',
    duitnow_qr: 'Imbas dengan aplikasi bank anda',
    dnqr: 'Imbas dengan aplikasi bank anda, melalui DNQR',
    shopee_pay: 'Membuka aplikasi ShopeePay',
    razer_shopeepay: 'Membuka ShopeePay, melalui Razer',
  },
  cardTitle: 'Butiran kad',
  cardNote:
    'Butiran kad anda terus ke gerbang pembayaran, tidak melalui kedai ini. 3-D Secure mungkin meminta anda mengesahkan.',
  cardShown: 'Kad dipilih: masukkan butiran kad anda di bawah.',
  elsewhere: 'Atau pilih di halaman pembayaran gerbang',
  notPayableTitle: 'Pesanan ini tidak boleh dibayar lagi',
  nothingToPay: 'Tiada lagi yang perlu dibayar',
  lastFailed: 'Cubaan bayaran terakhir anda tidak berjaya, dan tiada caj dikenakan.',
  notPayable: (status: string) => `Bayarannya: ${status}.`,
  seeResult: 'Lihat status pesanan',
};

export const CHECKOUT_TEXTS: Record<DemoLanguage, CheckoutTexts> = { en, ms };
