import type { TranslatedLanguage } from '../language/kit-languages.js';
import type { CARD_FIELD_ERRORS, CardField } from './direct-post-fields.js';

/**
 * A sentence for each rule of each card field, by the codes of {@link CARD_FIELD_ERRORS}, with
 * `{brand}` and `{cvcLength}` where the facts of the refused value go.
 */
export type CardFieldMessages = {
  readonly [F in CardField]: Readonly<Record<(typeof CARD_FIELD_ERRORS)[F][number], string>>;
};

/**
 * What a payer reads under a card field that breaks a rule, in each language the kit translates,
 * in the words of the repository's glossary: the card form's messages and the gateway's pages'
 * (the sandbox's) alike, so that a payer reads the same on the shop and at the gateway. The
 * sandbox takes them from here. The card form's translation files cannot import them (the
 * script-tag builds load those files as they are, beside the script), so each writes them out
 * and is held to these word for word by {@link CardFieldMessagesOf}. English is not here: the card
 * form's English is its own, and the gateway's is the sentence an attempt records.
 */
export const CARD_FIELD_MESSAGES = {
  ms: {
    cardholder_name: {
      required: 'Nama pada kad diperlukan.',
      invalid_characters: "Nama pada kad: hanya A–Z, ruang, ' . -",
      too_long: 'Nama seperti di kad: maks. 30 aksara.',
    },
    card_number: {
      required: 'Nombor kad diperlukan.',
      invalid_characters: 'Nombor kad: digit sahaja.',
      too_long: 'Nombor kad: maksimum 19 digit.',
      incomplete: 'Nombor kad tidak lengkap.',
      invalid: 'Nombor kad tidak sah: semak digitnya.',
      brand_not_accepted: '{brand} tidak diterima di sini.',
    },
    expires: {
      required: 'Tarikh luput diperlukan.',
      format: 'Tarikh luput mestilah BB/TT.',
      month: 'Bulan luput mestilah 01 hingga 12.',
      expired: 'Tarikh luput telah berlalu.',
      too_far: 'Tarikh luput terlalu jauh ke hadapan.',
    },
    cvc: {
      required: 'Kod keselamatan diperlukan.',
      invalid_characters: 'Kod keselamatan: digit sahaja.',
      length: 'Kod keselamatan mestilah {cvcLength} digit.',
    },
  },
  zh: {
    cardholder_name: {
      required: '请填写持卡人姓名。',
      invalid_characters: "持卡人姓名：只可使用 A–Z、空格及 ' . -",
      too_long: '持卡人姓名：最多 30 个字符。',
    },
    card_number: {
      required: '请填写卡号。',
      invalid_characters: '卡号：只可输入数字。',
      too_long: '卡号：最多 19 位数字。',
      incomplete: '卡号不完整。',
      invalid: '卡号无效：请检查数字。',
      brand_not_accepted: '此处不接受 {brand}。',
    },
    expires: {
      required: '请填写有效期。',
      format: '有效期须为 MM/YY 格式。',
      month: '月份须为 01 至 12。',
      expired: '有效期已过。',
      too_far: '有效期太远，请检查年份。',
    },
    cvc: {
      required: '请填写安全码。',
      invalid_characters: '安全码：只可输入数字。',
      length: '安全码须为 {cvcLength} 位数字。',
    },
  },
  ta: {
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
  },
} as const satisfies Readonly<Record<TranslatedLanguage, CardFieldMessages>>;

/**
 * The card-field messages of `Language`, as literal types: a translation of the card form writes
 * `errors: { … } satisfies CardFieldMessagesOf<'ms'>`, and the compiler refuses a word that
 * differs, one missing or one more, with no import at run time.
 */
export type CardFieldMessagesOf<Language extends TranslatedLanguage> =
  (typeof CARD_FIELD_MESSAGES)[Language];
