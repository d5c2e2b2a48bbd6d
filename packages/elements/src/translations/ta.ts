// The card-field messages are the gateway's pages' too (the protocol's CARD_FIELD_MESSAGES):
// `satisfies` holds the two to one text, with no import at run time, since the script-tag
// builds load this file beside the script as it is.
import type { CardFieldMessagesOf } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from '../internal/checkout-translation.js';

/**
 * The kit's words in Tamil, as Malaysian banks write them (see the repository's GLOSSARY.md):
 * the polite imperative in sentences, the plain stem on buttons, the amount before the verb.
 */
const ta: CheckoutTranslation = {
  language: 'ta',
  cardForm: {
    labels: {
      cardholder_name: 'அட்டையில் உள்ள பெயர்',
      card_number: 'அட்டை எண்',
      expires: 'காலாவதி தேதி',
      cvc: 'பாதுகாப்புக் குறியீடு (CVC)',
    },
    expiryHint: 'MM/YY',
    errors: {
      cardholder_name: {
        required: 'அட்டையில் உள்ள பெயர் தேவை.',
        invalid_characters: "பெயர்: A–Z, இடைவெளி, ' . - மட்டும்",
        too_long: 'பெயர்: அதிகபட்சம் 30 எழுத்துகள்.',
      },
      card_number: {
        required: 'அட்டை எண் தேவை.',
        invalid_characters: 'அட்டை எண்: இலக்கங்கள் மட்டும்.',
        too_long: 'அட்டை எண்: 19 இலக்கங்கள் வரை.',
        incomplete: 'அட்டை எண் முழுமையாக இல்லை.',
        invalid: 'அட்டை எண் தவறு: சரிபார்க்கவும்.',
        brand_not_accepted: '{brand} இங்கு ஏற்கப்படாது.',
      },
      expires: {
        required: 'காலாவதி தேதி தேவை.',
        format: 'காலாவதி தேதி: MM/YY வடிவில்.',
        month: 'மாதம் 01 முதல் 12 வரை.',
        expired: 'காலாவதி தேதி கடந்துவிட்டது.',
        too_far: 'காலாவதி ஆண்டு மிகத் தொலைவில்.',
      },
      cvc: {
        required: 'பாதுகாப்புக் குறியீடு தேவை.',
        invalid_characters: 'குறியீடு: இலக்கங்கள் மட்டும்.',
        length: 'குறியீடு: {cvcLength} இலக்கங்கள்.',
      },
    } satisfies CardFieldMessagesOf<'ta'>,
    errorSummary: (count) =>
      count === 1 ? '1 அட்டை விவரத்தைச் சரிபார்க்கவும்.' : `${count} அட்டை விவரங்களைச் சரிபார்க்கவும்.`,
    pay: 'செலுத்து',
    payAmount: (amount) => `${amount} செலுத்து`,
    processing: 'கட்டணம் செயலாக்கப்படுகிறது…',
    rememberCard: 'எதிர்காலக் கட்டணங்களுக்கு இந்த அட்டையைச் சேமி',
    rememberCardConsent:
      'அட்டையைச் சேமிப்பது இந்தக் கடை அல்ல, கட்டண நுழைவாயில். நீங்கள் ஒப்புக்கொள்ளும் கட்டணங்களுக்கு மட்டுமே கடை இதைப் பயன்படுத்தும்; நீங்கள் கேட்கும்போது நீக்கும்.',
    unavailable: 'அட்டைக் கட்டணம் இங்கு கிடைக்காது.',
    unavailableLink: 'பாதுகாப்பான கட்டணப் பக்கத்தில் செலுத்துங்கள்',
    genericCard: 'அட்டை',
    or: ' அல்லது ',
  },
  methodPicker: {
    legend: 'கட்டண முறை',
    card: 'அட்டை',
    other: 'பிற',
    loading: 'கட்டண முறைகள் ஏற்றப்படுகின்றன…',
    error: 'கட்டண முறைகளை ஏற்ற முடியவில்லை.',
    retry: 'மீண்டும் முயல்க',
    empty: (amount) =>
      amount ? `${amount} தொகைக்குக் கட்டண முறை எதுவும் இல்லை.` : 'கட்டண முறை எதுவும் இல்லை.',
    continueWith: (name) => `${name} மூலம் தொடர்க`,
  },
};

export default ta;
