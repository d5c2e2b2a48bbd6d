import { CARD_FIELD_MESSAGES } from '@checkout-kit/protocol';
import type { PageStrings, StatusText } from './shape.js';

/*
 * Tamil as Malaysian banks' Tamil notices write it: the polite imperative in sentences
 * (-ங்கள்), the plain stem on buttons (செலுத்து, தொடர்க), the amount before the verb
 * (RM 10.00 செலுத்து), brand names and `RM 10.00` as they are.
 */

const paidTa: StatusText = {
  tone: 'ok',
  title: 'கட்டணம் பெறப்பட்டது',
  text: 'இந்த ஆர்டருக்குக் கட்டணம் செலுத்தப்பட்டது. நன்றி!',
};
const processingTa: StatusText = {
  tone: 'info',
  title: 'கட்டணம் செயலாக்கப்படுகிறது',
  text: 'உங்கள் கட்டணம் செயலாக்கப்படுகிறது.',
};

/** The pages' words in Tamil. */
export const ta: PageStrings = {
  testBanner: ['சோதனை முறை.', 'இது சோதனைச் சூழலின் கட்டணப் பக்கம்: உண்மையான பணம் எதுவும் நகராது.'],
  footer: 'பாதுகாப்பான கட்டணப் பக்கம் · சோதனை முறை',
  reference: 'குறிப்பு எண்',
  merchantFallback: 'வணிகர்',
  orderSummary: 'ஆர்டர் சுருக்கம்',
  tax: 'வரி',
  previousBalance: 'முந்தைய நிலுவை',
  credit: 'வரவு',
  total: 'மொத்தம்',
  amount: 'தொகை',
  saveYourCard: 'உங்கள் அட்டையைச் சேமி',
  authorise: (amount) => `${amount} முன் அங்கீகாரம் வழங்கு`,
  pay: (amount) => `${amount} செலுத்து`,
  verifyAndSave: 'அட்டையைச் சரிபார்த்துச் சேமி',
  card: 'அட்டை',
  chooseHowToPay: 'கட்டண முறையைத் தேர்ந்தெடுங்கள்',
  chooseMethodToContinue: 'தொடர, ஒரு கட்டண முறையைத் தேர்ந்தெடுங்கள்.',
  noMethod: 'இந்த ஆர்டருக்கு எந்தக் கட்டண முறையும் கிடைக்கவில்லை. வணிகரைத் தொடர்புகொள்ளுங்கள்.',
  continue: 'தொடர்க',
  returnToSeller: 'கடைக்குத் திரும்பு',
  methodUnavailable: (name) =>
    `“${name}” கட்டண முறை இந்த ஆர்டருக்குக் கிடைக்காது. கீழே உள்ள ஒன்றைத் தேர்ந்தெடுங்கள்.`,
  lastAttemptFailed: (reason) => `உங்கள் கடைசிக் கட்டண முயற்சி தோல்வியடைந்தது: ${reason} மீண்டும் முயலுங்கள்.`,
  payByCard: 'அட்டை மூலம் செலுத்து',
  correctFields: 'குறிக்கப்பட்ட புலங்களைத் திருத்துங்கள்.',
  cardDetails: 'அட்டை விவரங்கள்',
  accepted: (brands) => `ஏற்கப்படுபவை: ${brands}`,
  nameOnCard: 'அட்டையில் உள்ள பெயர்',
  cardNumber: 'அட்டை எண்',
  expiryDate: 'காலாவதி தேதி',
  securityCode: 'பாதுகாப்புக் குறியீடு (CVC)',
  securityCodeHint: 'அட்டையின் பின்புறம் உள்ள 3 இலக்கங்கள்',
  cardSavedNoCharge:
    'உங்கள் அட்டை சரிபார்க்கப்பட்டு எதிர்காலக் கட்டணங்களுக்காகச் சேமிக்கப்படும். உங்களிடம் கட்டணம் வசூலிக்கப்படாது.',
  merchantSavesCard: 'எதிர்காலக் கட்டணங்களுக்காக வணிகர் இந்த அட்டையைச் சேமிக்கிறார்.',
  saveThisCard: 'எதிர்காலக் கட்டணங்களுக்காக இந்த அட்டையைச் சேமி',
  otherMethods: 'பிற கட்டண முறைகள்',
  testCards: 'சோதனை அட்டைகள்',
  testCardsRule: (cvc) => `(எந்தப் பெயரும், இந்த மாதம் முதல் எந்தக் காலாவதி தேதியும், CVC ${cvc}):`,
  threeDSecure: '3-D Secure',
  noThreeDSecure: '3-D Secure இல்லை',
  declinedCards: 'வழங்கிய வங்கி நிராகரிக்கும் அட்டைகள்',
  // The card form's messages (the protocol's), so that a payer reads the same on the shop and here.
  fieldRules: CARD_FIELD_MESSAGES.ta,
  failureReasons: {
    insufficient_funds: 'அட்டையில் போதிய இருப்பு இல்லை.',
    expired_card: 'அட்டை காலாவதியாகிவிட்டது.',
    incorrect_cvc: 'பாதுகாப்புக் குறியீடு தவறு.',
    card_details: 'சில அட்டை விவரங்கள் செல்லாது.',
    authentication: '3-D Secure சரிபார்ப்பு முடிக்கப்படவில்லை.',
    not_permitted: 'இந்தக் கட்டணத்திற்கு இந்த அட்டையைப் பயன்படுத்த முடியாது.',
    bank_declined: 'அட்டை வழங்குநர் அல்லது வங்கி இந்தக் கட்டணத்தை நிராகரித்தது.',
    method_declined: 'வங்கி அல்லது கட்டணச் சேவை வழங்குநர் இந்தக் கட்டணத்தை நிராகரித்தது.',
    unknown: 'கட்டணத்தைச் செயலாக்க முடியவில்லை.',
  },
  or: ' அல்லது ',
  expiryHint: 'MM/YY',
  chooseYourBank: 'உங்கள் வங்கியைத் தேர்ந்தெடுங்கள்',
  selectBank: 'வங்கியைத் தேர்ந்தெடு',
  chooseBankToContinue: 'தொடர, உங்கள் வங்கியைத் தேர்ந்தெடுங்கள்.',
  noAccountNeeded: (method) =>
    `சோதனை முறையில் ${method} கணக்கோ செயலியோ தேவையில்லை: கட்டணம் செலுத்துபவர் செய்வதுபோல் இந்தக் கட்டணத்தை ஏற்றுக்கொள்ளுங்கள் அல்லது நிராகரியுங்கள்.`,
  simulatedPage: (banking) => `சோதனைச் சூழலின் மாதிரி ${banking ? 'இணைய வங்கிப்' : 'கட்டணப்'} பக்கம்.`,
  payTo: 'பெறுநர்',
  approve: 'ஏற்றுக்கொள்',
  decline: 'நிராகரி',
  cancel: 'ரத்துசெய்',
  anotherMethod: 'வேறு கட்டண முறையைத் தேர்ந்தெடு',
  anotherBank: 'வேறு வங்கியைத் தேர்ந்தெடு',
  threeDSecureTitle: '3-D Secure அங்கீகாரம்',
  sandboxBank: 'சோதனை வங்கி',
  accessControlServer: 'சோதனை அணுகல் கட்டுப்பாட்டுச் சேவையகம்',
  confirmPayment: 'இந்தக் கட்டணத்தை உறுதிசெய்யுங்கள்',
  confirmText:
    'இந்த அட்டைக் கட்டணத்தை உறுதிசெய்யுமாறு உங்கள் வங்கி கேட்கிறது. சோதனை முறையில் குறியீடு எதுவும் தேவையில்லை.',
  merchant: 'வணிகர்',
  date: 'தேதி',
  dateLocale: 'ta-MY',
  paidWith: 'செலுத்திய முறை',
  status: 'நிலை',
  tryAgain: 'மீண்டும் முயல்க',
  statuses: {
    paid: paidTa,
    cleared: paidTa,
    settled: paidTa,
    hold: {
      tone: 'ok',
      title: 'முன் அங்கீகாரம் வழங்கப்பட்டது',
      text: 'இந்தத் தொகை உங்கள் அட்டையில் ஒதுக்கி வைக்கப்பட்டுள்ளது. உங்கள் ஆர்டர் உறுதியானதும் வணிகர் அதைப் பெறுவார்.',
    },
    preauthorized: {
      tone: 'ok',
      title: 'அட்டை சேமிக்கப்பட்டது',
      text: 'உங்கள் அட்டை சரிபார்க்கப்பட்டு எதிர்காலக் கட்டணங்களுக்காகச் சேமிக்கப்பட்டது. உங்களிடம் கட்டணம் வசூலிக்கப்படவில்லை.',
    },
    pending_execute: processingTa,
    pending_charge: processingTa,
    pending_capture: processingTa,
    pending_release: {
      tone: 'info',
      title: 'முன் அங்கீகாரம் விடுவிக்கப்படுகிறது',
      text: 'உங்கள் அட்டையில் ஒதுக்கப்பட்ட தொகை விடுவிக்கப்படுகிறது.',
    },
    released: {
      tone: 'info',
      title: 'முன் அங்கீகாரம் விடுவிக்கப்பட்டது',
      text: 'உங்கள் அட்டையில் ஒதுக்கப்பட்ட தொகை விடுவிக்கப்பட்டது. உங்களிடம் கட்டணம் வசூலிக்கப்படவில்லை.',
    },
    pending_refund: {
      tone: 'info',
      title: 'பணத்தைத் திருப்பியளித்தல் நடைபெறுகிறது',
      text: 'இந்த ஆர்டருக்கான பணம் திருப்பியளிக்கப்படுகிறது.',
    },
    refunded: {
      tone: 'info',
      title: 'பணம் திருப்பியளிக்கப்பட்டது',
      text: 'இந்த ஆர்டருக்குக் கட்டணம் செலுத்தப்பட்டு, பின்னர் பணம் திருப்பியளிக்கப்பட்டது.',
    },
    chargeback: {
      tone: 'info',
      title: 'கட்டணம் குறித்து முறையீடு',
      text: 'இந்த ஆர்டரின் கட்டணம் குறித்து முறையீடு செய்யப்பட்டது.',
    },
    cancelled: {
      tone: 'error',
      title: 'கட்டணம் ரத்துசெய்யப்பட்டது',
      text: 'வணிகர் இந்த ஆர்டரை ரத்துசெய்துவிட்டார், எனவே இனி கட்டணம் செலுத்த முடியாது.',
    },
    expired: {
      tone: 'error',
      title: 'கட்டண இணைப்பு காலாவதியானது',
      text: 'இந்த ஆர்டருக்கான கட்டணக் காலக்கெடு முடிந்துவிட்டது, இனி செலுத்த முடியாது. புதிய இணைப்பை வணிகரிடம் கேளுங்கள்.',
    },
    blocked: {
      tone: 'error',
      title: 'கட்டணம் தடுக்கப்பட்டது',
      text: 'பாதுகாப்புச் சோதனைகளால் இந்தக் கட்டணம் நிறுத்தப்பட்டது.',
    },
    error: { tone: 'error', title: 'கட்டணம் தோல்வியடைந்தது', text: 'கட்டணம் நிறைவேறவில்லை.' },
  },
  singleAttemptUsed: {
    tone: 'error',
    title: 'கட்டணம் தோல்வியடைந்தது',
    text: 'இந்த ஆர்டருக்கு ஒரே ஒரு கட்டண முயற்சி மட்டுமே அனுமதிக்கப்பட்டது, அது நிறைவேறவில்லை.',
  },
  notPossible: (status) => ({
    tone: 'info',
    title: 'கட்டணம் செலுத்த இயலாது',
    text: `இந்த ஆர்டரின் தற்போதைய நிலையில் (${status}) கட்டணம் செலுத்த முடியாது.`,
  }),
  cardNotAvailable: [
    'அட்டைக் கட்டணம் கிடைக்கவில்லை',
    'இந்த ஆர்டருக்கு அட்டை மூலம் செலுத்த முடியாது. வேறு கட்டண முறையைத் தேர்ந்தெடுங்கள்.',
  ],
  nothingWaiting: [
    'காத்திருக்கும் அங்கீகாரம் இல்லை',
    'இந்த ஆர்டருக்கு 3-D Secure அங்கீகாரம் எதுவும் காத்திருக்கவில்லை. கட்டணப் பக்கத்திலிருந்து மீண்டும் தொடங்குங்கள்.',
  ],
  unknownAnswer: (buttons) => ['அறியப்படாத பதில்', `இந்தப் பக்கத்திற்கு ${buttons} மூலம் பதிலளியுங்கள்.`],
};
