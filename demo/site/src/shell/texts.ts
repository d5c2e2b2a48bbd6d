/** The shell's words, in the languages of the payer pages. */
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
  language: 'Language',
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
  language: 'Bahasa',
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

const zh: ShellTexts = {
  skip: '跳至内容',
  tagline: 'Checkout Kit 演示',
  navLabel: '主导航',
  shop: '商店',
  orders: '订单',
  savedCards: '已保存的银行卡',
  developers: '开发者',
  scriptTag: '脚本标签',
  react: 'React',
  theming: '主题',
  components: '组件',
  cart: '购物车',
  language: '语言',
  items: (count: number) => `${count} 件商品`,
  about: 'Kedai Kopi 是一家演示商店：展示 Checkout Kit 如何通过支付网关收款。',
  modeLoading: '付款：正在询问商店的服务器…',
  sandbox: '付款：本地沙盒，测试模式。不会产生真实交易。',
  gateway: (origin: string, test: boolean) =>
    `付款：位于 ${origin} 的支付网关${test ? '，测试模式' : ''}。`,
  noCallbacks: '支付网关无法回调此服务器：付款状态改为从网关读取。',
  modeFailed: (message: string) => `付款：状态未知。${message}`,
};

const ta: ShellTexts = {
  skip: 'உள்ளடக்கத்திற்குச் செல்க',
  tagline: 'Checkout Kit செயல்விளக்கம்',
  navLabel: 'முதன்மை',
  shop: 'கடை',
  orders: 'ஆர்டர்கள்',
  savedCards: 'சேமித்த அட்டைகள்',
  developers: 'உருவாக்குநர்கள்',
  scriptTag: 'ஸ்கிரிப்ட் குறிச்சொல்',
  react: 'React',
  theming: 'தோற்றங்கள்',
  components: 'கூறுகள்',
  cart: 'வண்டி',
  language: 'மொழி',
  items: (count: number) => `${count} பொருட்கள்`,
  about:
    'Kedai Kopi ஒரு செயல்விளக்கக் கடை: Checkout Kit கட்டண நுழைவாயில் வழியாகப் பணம் பெறுவதை இது காட்டுகிறது.',
  modeLoading: 'கட்டணங்கள்: கடையின் சேவையகத்திடம் கேட்கப்படுகிறது…',
  sandbox: 'கட்டணங்கள்: உள்ளூர் சோதனைச் சூழல், சோதனை முறை. உண்மையான பணம் நகராது.',
  gateway: (origin: string, test: boolean) =>
    `கட்டணங்கள்: ${origin} இல் உள்ள நுழைவாயில்${test ? ', சோதனை முறை' : ''}.`,
  noCallbacks:
    'நுழைவாயில் இந்தச் சேவையகத்தைத் தொடர்புகொள்ள முடியாது: நிலைகள் நுழைவாயிலிலிருந்து படிக்கப்படுகின்றன.',
  modeFailed: (message: string) => `கட்டணங்கள்: தெரியவில்லை. ${message}`,
};

export const SHELL_TEXTS: Record<DemoLanguage, ShellTexts> = { en, ms, zh, ta };
