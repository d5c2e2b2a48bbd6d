/** The shop page's words, in English and Malay. */
import type { DemoLanguage, OrderKind } from '../../../shared/api.js';

const en = {
  pageTitle: 'Kedai Kopi · Shop',
  eyebrow: 'Roasted in small batches in Kuala Lumpur',
  title: 'Good coffee, delivered',
  lead: 'Pick your beans and gear, then pay by card, online banking, DuitNow QR or an e-wallet.',
  productsTitle: 'Products',
  productsLoading: 'Loading the products…',
  productsFailed: 'The products could not be loaded.',
  retry: 'Try again',
  addToCart: 'Add to cart',
  added: (name: string) => `${name} added to your cart.`,
  cartTitle: 'Your cart',
  cartEmpty: 'Your cart is empty. Add something from the shop.',
  quantityOf: (name: string) => `Quantity of ${name}`,
  fewer: (name: string) => `One fewer ${name}`,
  more: (name: string) => `One more ${name}`,
  remove: 'Remove',
  removed: (name: string) => `${name} removed from your cart.`,
  each: (price: string) => `${price} each`,
  subtotal: 'Subtotal',
  totalNow: 'To pay now',
  emailLabel: 'E-mail',
  emailHint: 'For the receipt.',
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter an e-mail address like name@example.com.',
  cartMissing: 'Add at least one product to your cart.',
  kindLegend: 'How to pay',
  kinds: {
    payment: ['Pay now', 'The full amount is charged when you pay.'],
    hold: [
      'Authorise only (hold)',
      'The amount is held on your card and charged when the shop captures it; released otherwise.',
    ],
    card_verification: [
      'Verify card, RM 0',
      'Nothing is charged: the card is checked and saved for later purchases.',
    ],
  } satisfies Record<OrderKind, [string, string]>,
  languageLegend: 'Language of the payment pages',
  checkout: 'Checkout',
  creating: 'Creating your order…',
  orderFailed: 'Your order could not be created.',
};

export type ShopTexts = typeof en;

const ms: ShopTexts = {
  pageTitle: 'Kedai Kopi · Kedai',
  eyebrow: 'Dipanggang dalam kelompok kecil di Kuala Lumpur',
  title: 'Kopi yang sedap, dihantar',
  lead: 'Pilih biji kopi dan peralatan, kemudian bayar dengan kad, perbankan dalam talian, DuitNow QR atau e-dompet.',
  productsTitle: 'Produk',
  productsLoading: 'Memuatkan produk…',
  productsFailed: 'Produk tidak dapat dimuatkan.',
  retry: 'Cuba lagi',
  addToCart: 'Tambah ke troli',
  added: (name: string) => `${name} ditambah ke troli anda.`,
  cartTitle: 'Troli anda',
  cartEmpty: 'Troli anda kosong. Tambah sesuatu dari kedai.',
  quantityOf: (name: string) => `Kuantiti ${name}`,
  fewer: (name: string) => `Kurangkan satu ${name}`,
  more: (name: string) => `Tambah satu ${name}`,
  remove: 'Buang',
  removed: (name: string) => `${name} dibuang dari troli anda.`,
  each: (price: string) => `${price} seunit`,
  subtotal: 'Jumlah kecil',
  totalNow: 'Perlu dibayar sekarang',
  emailLabel: 'E-mel',
  emailHint: 'Untuk resit.',
  emailMissing: 'Masukkan alamat e-mel anda.',
  emailInvalid: 'Masukkan alamat e-mel seperti nama@contoh.com.',
  cartMissing: 'Tambah sekurang-kurangnya satu produk ke troli anda.',
  kindLegend: 'Cara membayar',
  kinds: {
    payment: ['Bayar sekarang', 'Jumlah penuh dicaj apabila anda membayar.'],
    hold: [
      'Benarkan sahaja (tahan)',
      'Jumlah ditahan pada kad anda dan dicaj apabila kedai menangkapnya; jika tidak, ia dilepaskan.',
    ],
    card_verification: [
      'Sahkan kad, RM 0',
      'Tiada caj: kad disemak dan disimpan untuk pembelian akan datang.',
    ],
  },
  languageLegend: 'Bahasa halaman pembayaran',
  checkout: 'Bayar',
  creating: 'Mencipta pesanan anda…',
  orderFailed: 'Pesanan anda tidak dapat dicipta.',
};

export const SHOP_TEXTS: Record<DemoLanguage, ShopTexts> = { en, ms };
