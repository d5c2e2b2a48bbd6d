import type { Purchase, PurchaseStatus } from '@checkout-kit/protocol';

/**
 * Every sentence of the pages a payer sees, in the languages the gateway's pages speak to the
 * kit's payers: English and Malay. A page speaks the purchase's `language` (`ms`), else English.
 * Pages about no purchase (an unknown link) and answers meant for the merchant's developer (a
 * Direct Post form sent wrongly) stay in English.
 */

/** A language the pages speak. */
export type PageLanguage = 'en' | 'ms';

/** How a purchase status reads to a payer. */
export interface StatusText {
  tone: 'ok' | 'error' | 'info';
  title: string;
  text: string;
}

/** The words of every page, in one language. */
export interface PageStrings {
  testBanner: [strong: string, rest: string];
  footer: string;
  reference: string;
  merchantFallback: string;
  orderSummary: string;
  tax: string;
  previousBalance: string;
  credit: string;
  total: string;
  amount: string;
  saveYourCard: string;
  authorise: (amount: string) => string;
  pay: (amount: string) => string;
  verifyAndSave: string;
  card: string;
  chooseHowToPay: string;
  noMethod: string;
  continue: string;
  returnToSeller: string;
  methodUnavailable: (name: string) => string;
  lastAttemptFailed: (reason: string) => string;
  payByCard: string;
  correctFields: string;
  cardDetails: string;
  accepted: (brands: string) => string;
  nameOnCard: string;
  cardNumber: string;
  expiryDate: string;
  securityCode: string;
  securityCodeHint: string;
  cardSavedNoCharge: string;
  merchantSavesCard: string;
  saveThisCard: string;
  otherMethods: string;
  testCards: string;
  testCardsRule: (cvc: string) => string;
  threeDSecure: string;
  noThreeDSecure: string;
  declinedCards: string;
  /**
   * The hosted card page's field messages, by `field.rule` (`cvc.length`); a rule missing here
   * is shown as the card rules word it, in English.
   */
  fieldRules: Readonly<Record<string, string>>;
  chooseYourBank: string;
  selectBank: string;
  chooseBankToContinue: string;
  noAccountNeeded: (method: string) => string;
  simulatedPage: (banking: boolean) => string;
  payTo: string;
  approve: string;
  decline: string;
  cancel: string;
  anotherMethod: string;
  threeDSecureTitle: string;
  sandboxBank: string;
  accessControlServer: string;
  confirmPayment: string;
  confirmText: string;
  merchant: string;
  date: string;
  /** The locale that formats dates for this language. */
  dateLocale: string;
  paidWith: string;
  status: string;
  tryAgain: string;
  statuses: Partial<Record<PurchaseStatus, StatusText>>;
  singleAttemptUsed: StatusText;
  notPossible: (status: string) => StatusText;
  cardNotAvailable: [title: string, text: string];
  nothingWaiting: [title: string, text: string];
  unknownAnswer: (buttons: string) => [title: string, text: string];
}

const paidEn: StatusText = {
  tone: 'ok',
  title: 'Payment received',
  text: 'This purchase has been paid. Thank you!',
};
const processingEn: StatusText = {
  tone: 'info',
  title: 'Payment processing',
  text: 'Your payment is being processed.',
};

const en: PageStrings = {
  testBanner: ['Test mode.', 'This is a sandbox payment page: no real money moves.'],
  footer: 'Secure payment page · test mode',
  reference: 'Reference',
  merchantFallback: 'Merchant',
  orderSummary: 'Order summary',
  tax: 'Tax',
  previousBalance: 'Previous balance',
  credit: 'Credit',
  total: 'Total',
  amount: 'Amount',
  saveYourCard: 'Save your card',
  authorise: (amount) => `Authorise ${amount}`,
  pay: (amount) => `Pay ${amount}`,
  verifyAndSave: 'Verify and save card',
  card: 'Card',
  chooseHowToPay: 'Choose how to pay',
  noMethod: 'No payment method is available for this purchase. Please contact the merchant.',
  continue: 'Continue',
  returnToSeller: 'Return to seller',
  methodUnavailable: (name) =>
    `The payment method “${name}” is not available for this purchase. Please choose one below.`,
  lastAttemptFailed: (reason) => `Your last payment attempt failed: ${reason} You can try again.`,
  payByCard: 'Pay by card',
  correctFields: 'Please correct the highlighted fields.',
  cardDetails: 'Card details',
  accepted: (brands) => `Accepted: ${brands}`,
  nameOnCard: 'Name on card',
  cardNumber: 'Card number',
  expiryDate: 'Expiry date',
  securityCode: 'Security code',
  securityCodeHint: '3 digits on the back',
  cardSavedNoCharge:
    'Your card will be verified and saved for future payments. You will not be charged.',
  merchantSavesCard: 'The merchant saves this card for future payments.',
  saveThisCard: 'Save this card for future payments',
  otherMethods: 'Other payment methods',
  testCards: 'Test cards',
  testCardsRule: (cvc) => `(any name, any expiry from this month on, CVC ${cvc}):`,
  threeDSecure: '3-D Secure',
  noThreeDSecure: 'no 3-D Secure',
  declinedCards: 'Cards the issuer declines',
  // The rules' own English messages are shown as they are.
  fieldRules: {},
  chooseYourBank: 'Choose your bank',
  selectBank: 'Select a bank',
  chooseBankToContinue: 'Choose your bank to continue.',
  noAccountNeeded: (method) =>
    `In test mode no ${method} account or app is needed: approve or decline the payment as the payer would.`,
  simulatedPage: (banking) =>
    `Simulated ${banking ? 'online banking' : 'payment'} page of the sandbox.`,
  payTo: 'Pay to',
  approve: 'Approve',
  decline: 'Decline',
  cancel: 'Cancel',
  anotherMethod: 'Choose another payment method',
  threeDSecureTitle: '3-D Secure authentication',
  sandboxBank: 'Sandbox Bank',
  accessControlServer: 'Test access control server',
  confirmPayment: 'Confirm this payment',
  confirmText: 'Your bank asks you to confirm this card payment. In test mode no code is needed.',
  merchant: 'Merchant',
  date: 'Date',
  dateLocale: 'en-MY',
  paidWith: 'Paid with',
  status: 'Status',
  tryAgain: 'Try again',
  statuses: {
    paid: paidEn,
    cleared: paidEn,
    settled: paidEn,
    hold: {
      tone: 'ok',
      title: 'Payment authorised',
      text: 'The amount is reserved on your card. The merchant captures it when your order is confirmed.',
    },
    preauthorized: {
      tone: 'ok',
      title: 'Card saved',
      text: 'Your card was verified and saved for future payments. You were not charged.',
    },
    pending_execute: processingEn,
    pending_charge: processingEn,
    pending_capture: processingEn,
    pending_release: {
      tone: 'info',
      title: 'Authorisation being released',
      text: 'The amount reserved on your card is being released.',
    },
    released: {
      tone: 'info',
      title: 'Authorisation released',
      text: 'The amount reserved on your card was released. You were not charged.',
    },
    pending_refund: {
      tone: 'info',
      title: 'Refund in progress',
      text: 'This purchase is being refunded.',
    },
    refunded: {
      tone: 'info',
      title: 'Purchase refunded',
      text: 'This purchase was paid and then refunded.',
    },
    chargeback: {
      tone: 'info',
      title: 'Payment disputed',
      text: 'The payment of this purchase was disputed.',
    },
    cancelled: {
      tone: 'error',
      title: 'Payment cancelled',
      text: 'The merchant cancelled this purchase, so it can no longer be paid.',
    },
    expired: {
      tone: 'error',
      title: 'Payment link expired',
      text: 'This purchase was due earlier and can no longer be paid. Ask the merchant for a new link.',
    },
    blocked: {
      tone: 'error',
      title: 'Payment blocked',
      text: 'This payment was stopped by security checks.',
    },
    error: { tone: 'error', title: 'Payment failed', text: 'The payment did not go through.' },
  },
  singleAttemptUsed: {
    tone: 'error',
    title: 'Payment failed',
    text: 'This purchase allowed a single payment attempt, and it did not go through.',
  },
  notPossible: (status) => ({
    tone: 'info',
    title: 'Payment not possible',
    text: `This purchase cannot be paid in its current state (${status}).`,
  }),
  cardNotAvailable: [
    'Card payments are not available',
    'This purchase cannot be paid by card. Please choose another payment method.',
  ],
  nothingWaiting: [
    'No authentication waiting',
    'No 3-D Secure authentication is waiting for this purchase. Start the payment again from the payment page.',
  ],
  unknownAnswer: (buttons) => ['Unknown answer', `Answer the page with ${buttons}.`],
};

const paidMs: StatusText = {
  tone: 'ok',
  title: 'Bayaran diterima',
  text: 'Pembelian ini telah dibayar. Terima kasih!',
};
const processingMs: StatusText = {
  tone: 'info',
  title: 'Bayaran sedang diproses',
  text: 'Bayaran anda sedang diproses.',
};

const ms: PageStrings = {
  testBanner: ['Mod ujian.', 'Ini halaman pembayaran sandbox: tiada wang sebenar bergerak.'],
  footer: 'Halaman pembayaran selamat · mod ujian',
  reference: 'Rujukan',
  merchantFallback: 'Peniaga',
  orderSummary: 'Ringkasan pesanan',
  tax: 'Cukai',
  previousBalance: 'Baki terdahulu',
  credit: 'Kredit',
  total: 'Jumlah',
  amount: 'Amaun',
  saveYourCard: 'Simpan kad anda',
  authorise: (amount) => `Benarkan ${amount}`,
  pay: (amount) => `Bayar ${amount}`,
  verifyAndSave: 'Sahkan dan simpan kad',
  card: 'Kad',
  chooseHowToPay: 'Pilih cara pembayaran',
  noMethod: 'Tiada kaedah pembayaran tersedia untuk pembelian ini. Sila hubungi peniaga.',
  continue: 'Teruskan',
  returnToSeller: 'Kembali kepada penjual',
  methodUnavailable: (name) =>
    `Kaedah pembayaran “${name}” tidak tersedia untuk pembelian ini. Sila pilih satu di bawah.`,
  lastAttemptFailed: (reason) =>
    `Cubaan bayaran terakhir anda gagal: ${reason} Anda boleh cuba lagi.`,
  payByCard: 'Bayar dengan kad',
  correctFields: 'Sila betulkan medan yang ditandakan.',
  cardDetails: 'Butiran kad',
  accepted: (brands) => `Diterima: ${brands}`,
  nameOnCard: 'Nama pada kad',
  cardNumber: 'Nombor kad',
  expiryDate: 'Tarikh luput',
  securityCode: 'Kod keselamatan',
  securityCodeHint: '3 digit di belakang kad',
  cardSavedNoCharge:
    'Kad anda akan disahkan dan disimpan untuk bayaran akan datang. Anda tidak akan dicaj.',
  merchantSavesCard: 'Peniaga menyimpan kad ini untuk bayaran akan datang.',
  saveThisCard: 'Simpan kad ini untuk bayaran akan datang',
  otherMethods: 'Kaedah pembayaran lain',
  testCards: 'Kad ujian',
  testCardsRule: (cvc) => `(sebarang nama, sebarang tarikh luput dari bulan ini, CVC ${cvc}):`,
  threeDSecure: '3-D Secure',
  noThreeDSecure: 'tanpa 3-D Secure',
  declinedCards: 'Kad yang ditolak oleh pengeluar',
  fieldRules: {
    'cardholder_name.required': 'Masukkan nama pemegang kad.',
    'cardholder_name.invalid_characters':
      'Nama pemegang kad hanya boleh mengandungi huruf Latin, ruang, apostrofi, titik dan sengkang.',
    'cardholder_name.too_long': 'Nama pemegang kad tidak boleh melebihi 30 aksara.',
    'card_number.required': 'Masukkan nombor kad.',
    'card_number.invalid_characters': 'Nombor kad hanya boleh mengandungi digit.',
    'card_number.too_long': 'Nombor kad tidak boleh melebihi 19 digit.',
    'card_number.incomplete': 'Nombor kad terlalu pendek.',
    'card_number.invalid': 'Nombor kad tidak sah: semak digitnya.',
    'expires.required': 'Masukkan tarikh luput.',
    'expires.format': 'Masukkan tarikh luput sebagai BB/TT.',
    'expires.month': 'Bulan luput mestilah dari 01 hingga 12.',
    'expires.too_far': 'Tarikh luput terlalu jauh ke hadapan.',
    'cvc.required': 'Masukkan kod keselamatan.',
    'cvc.invalid_characters': 'Kod keselamatan hanya boleh mengandungi digit.',
    'card_number.brand_not_accepted': 'Pembelian ini tidak menerima jenama kad ini.',
    'cvc.length': 'Kod keselamatan tidak cukup atau terlebih digit.',
    'expires.expired': 'Kad ini telah tamat tempoh.',
  },
  chooseYourBank: 'Pilih bank anda',
  selectBank: 'Pilih bank',
  chooseBankToContinue: 'Pilih bank anda untuk meneruskan.',
  noAccountNeeded: (method) =>
    `Dalam mod ujian, akaun atau aplikasi ${method} tidak diperlukan: luluskan atau tolak bayaran seperti pembayar.`,
  simulatedPage: (banking) =>
    `Halaman ${banking ? 'perbankan dalam talian' : 'pembayaran'} simulasi sandbox.`,
  payTo: 'Bayar kepada',
  approve: 'Luluskan',
  decline: 'Tolak',
  cancel: 'Batal',
  anotherMethod: 'Pilih kaedah pembayaran lain',
  threeDSecureTitle: 'Pengesahan 3-D Secure',
  sandboxBank: 'Bank Sandbox',
  accessControlServer: 'Pelayan kawalan akses ujian',
  confirmPayment: 'Sahkan bayaran ini',
  confirmText:
    'Bank anda meminta anda mengesahkan bayaran kad ini. Dalam mod ujian, tiada kod diperlukan.',
  merchant: 'Peniaga',
  date: 'Tarikh',
  dateLocale: 'ms-MY',
  paidWith: 'Dibayar dengan',
  status: 'Status',
  tryAgain: 'Cuba lagi',
  statuses: {
    paid: paidMs,
    cleared: paidMs,
    settled: paidMs,
    hold: {
      tone: 'ok',
      title: 'Bayaran dibenarkan',
      text: 'Amaun ditahan pada kad anda. Peniaga menangkapnya apabila pesanan anda disahkan.',
    },
    preauthorized: {
      tone: 'ok',
      title: 'Kad disimpan',
      text: 'Kad anda disahkan dan disimpan untuk bayaran akan datang. Anda tidak dicaj.',
    },
    pending_execute: processingMs,
    pending_charge: processingMs,
    pending_capture: processingMs,
    pending_release: {
      tone: 'info',
      title: 'Tahanan sedang dilepaskan',
      text: 'Amaun yang ditahan pada kad anda sedang dilepaskan.',
    },
    released: {
      tone: 'info',
      title: 'Tahanan dilepaskan',
      text: 'Amaun yang ditahan pada kad anda telah dilepaskan. Anda tidak dicaj.',
    },
    pending_refund: {
      tone: 'info',
      title: 'Bayaran balik sedang diproses',
      text: 'Pembelian ini sedang dibayar balik.',
    },
    refunded: {
      tone: 'info',
      title: 'Pembelian dibayar balik',
      text: 'Pembelian ini telah dibayar dan kemudian dibayar balik.',
    },
    chargeback: {
      tone: 'info',
      title: 'Bayaran dipertikaikan',
      text: 'Bayaran pembelian ini telah dipertikaikan.',
    },
    cancelled: {
      tone: 'error',
      title: 'Bayaran dibatalkan',
      text: 'Peniaga telah membatalkan pembelian ini, jadi ia tidak boleh dibayar lagi.',
    },
    expired: {
      tone: 'error',
      title: 'Pautan bayaran telah tamat',
      text: 'Pembelian ini perlu dibayar lebih awal dan tidak boleh dibayar lagi. Minta pautan baharu daripada peniaga.',
    },
    blocked: {
      tone: 'error',
      title: 'Bayaran disekat',
      text: 'Bayaran ini dihentikan oleh semakan keselamatan.',
    },
    error: { tone: 'error', title: 'Bayaran gagal', text: 'Bayaran tidak berjaya.' },
  },
  singleAttemptUsed: {
    tone: 'error',
    title: 'Bayaran gagal',
    text: 'Pembelian ini membenarkan satu cubaan bayaran sahaja, dan ia tidak berjaya.',
  },
  notPossible: (status) => ({
    tone: 'info',
    title: 'Bayaran tidak dapat dibuat',
    text: `Pembelian ini tidak boleh dibayar dalam keadaannya sekarang (${status}).`,
  }),
  cardNotAvailable: [
    'Bayaran kad tidak tersedia',
    'Pembelian ini tidak boleh dibayar dengan kad. Sila pilih kaedah pembayaran lain.',
  ],
  nothingWaiting: [
    'Tiada pengesahan menunggu',
    'Tiada pengesahan 3-D Secure yang menunggu untuk pembelian ini. Mulakan bayaran semula dari halaman pembayaran.',
  ],
  unknownAnswer: (buttons) => ['Jawapan tidak dikenali', `Jawab halaman ini dengan ${buttons}.`],
};

const STRINGS: Record<PageLanguage, PageStrings> = { en, ms };

/** The language of a purchase's pages: its `language` when the pages speak it, else English. */
export function pageLanguage(purchase: Purchase | undefined): PageLanguage {
  return purchase?.purchase.language === 'ms' ? 'ms' : 'en';
}

/** The words of a purchase's pages. */
export function pageStrings(purchase: Purchase | undefined): PageStrings {
  return STRINGS[pageLanguage(purchase)];
}
