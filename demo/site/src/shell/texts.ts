/** The shell's words, in the two languages of the payer pages. */
import type { DemoLanguage } from '../../../shared/api.js';

const en = {
  skip: 'Skip to content',
  tagline: 'Checkout Kit demo',
  navLabel: 'Main',
  shop: 'Shop',
  orders: 'Orders',
  savedCards: 'Saved cards',
  developers: 'Developers',
  scriptTag: 'Script tag',
  react: 'React',
  theming: 'Theming',
  components: 'Components',
  cart: 'Cart',
  items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  about: 'Kedai Kopi is a demo shop: it shows Checkout Kit taking payments through the gateway.',
  modeLoading: 'Payments: asking the shop’s server…',
  sandbox: 'Payments: the local sandbox, in test mode. No real money moves.',
  gateway: (origin: string, test: boolean) =>
    `Payments: the gateway at ${origin}${test ? ', in test mode' : ''}.`,
  noCallbacks:
    'The gateway cannot reach this server with callbacks: statuses are read from the gateway instead.',
  modeFailed: (message: string) => `Payments: unknown. ${message}`,
};

export type ShellTexts = typeof en;

const ms: ShellTexts = {
  skip: 'Langkau ke kandungan',
  tagline: 'Demo Checkout Kit',
  navLabel: 'Utama',
  shop: 'Kedai',
  orders: 'Pesanan',
  savedCards: 'Kad tersimpan',
  developers: 'Pembangun',
  scriptTag: 'Tag skrip',
  react: 'React',
  theming: 'Tema',
  components: 'Komponen',
  cart: 'Troli',
  items: (count: number) => `${count} item`,
  about:
    'Kedai Kopi ialah kedai demo: ia menunjukkan Checkout Kit menerima bayaran melalui gerbang pembayaran.',
  modeLoading: 'Pembayaran: bertanya kepada pelayan kedai…',
  sandbox: 'Pembayaran: kotak pasir tempatan, mod ujian. Tiada wang sebenar bergerak.',
  gateway: (origin: string, test: boolean) =>
    `Pembayaran: gerbang di ${origin}${test ? ', mod ujian' : ''}.`,
  noCallbacks:
    'Gerbang tidak dapat menghubungi pelayan ini dengan panggilan balik: status dibaca daripada gerbang.',
  modeFailed: (message: string) => `Pembayaran: tidak diketahui. ${message}`,
};

export const SHELL_TEXTS: Record<DemoLanguage, ShellTexts> = { en, ms };
