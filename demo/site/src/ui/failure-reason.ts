import { type PayerFailureReason, payerFailureReason } from '@checkout-kit/protocol';
import type { DemoLanguage } from '../../../shared/api.js';

/**
 * What the payer is told after a failed payment attempt: the reason the protocol's
 * `payerFailureReason` gives for the gateway's failure code, as a sentence with a next step.
 * The payer never reads the gateway's own message, which is written for the merchant, and some
 * declines are told only as "your bank declined": a card reported lost, or a payment stopped by
 * fraud scoring, must not say so to whoever holds the card.
 */

/** Each reason in words: why, then what to do next. */
export const FAILURE_SENTENCES: Record<DemoLanguage, Record<PayerFailureReason, string>> = {
  en: {
    insufficient_funds: 'Your card has insufficient funds. Try another card or payment method.',
    expired_card: 'Your card has expired. Try another card or payment method.',
    incorrect_cvc:
      'The security code was not accepted. Check the 3 or 4 digits on your card and try again.',
    card_details: 'Some card details were not accepted. Check them and try again.',
    authentication:
      'Your bank’s verification was not completed. Try again, and approve the payment when your bank asks.',
    not_permitted: 'Your card cannot be used for this payment. Try another card or payment method.',
    bank_declined:
      'Your bank declined the payment. Try another card or payment method, or ask your bank why.',
    method_declined: 'The payment was declined at your bank. Try again, or choose another method.',
    unknown: 'The payment could not be processed. Try again in a moment, or use another method.',
  },
  ms: {
    insufficient_funds: 'Baki kad anda tidak mencukupi. Cuba kad atau kaedah pembayaran lain.',
    expired_card: 'Kad anda telah tamat tempoh. Cuba kad atau kaedah pembayaran lain.',
    incorrect_cvc:
      'Kod keselamatan tidak diterima. Semak 3 atau 4 digit pada kad anda dan cuba lagi.',
    card_details: 'Sebahagian butiran kad tidak diterima. Semak dan cuba lagi.',
    authentication:
      'Pengesahan bank anda tidak selesai. Cuba lagi, dan luluskan bayaran apabila bank anda meminta.',
    not_permitted:
      'Kad anda tidak boleh digunakan untuk bayaran ini. Cuba kad atau kaedah pembayaran lain.',
    bank_declined:
      'Bank anda menolak bayaran ini. Cuba kad atau kaedah pembayaran lain, atau tanya bank anda.',
    method_declined: 'Bayaran ditolak di bank anda. Cuba lagi, atau pilih kaedah lain.',
    unknown: 'Bayaran tidak dapat diproses. Cuba lagi sebentar lagi, atau guna kaedah lain.',
  },
  zh: {
    insufficient_funds: '您的银行卡余额不足。请换一张银行卡或其他付款方式。',
    expired_card: '您的银行卡已过期。请换一张银行卡或其他付款方式。',
    incorrect_cvc: '安全码未被接受。请核对银行卡上的 3 或 4 位数字，然后重试。',
    card_details: '部分银行卡资料未被接受。请核对后重试。',
    authentication: '您的银行验证未完成。请重试，并在银行要求时批准这笔付款。',
    not_permitted: '您的银行卡不能用于这笔付款。请换一张银行卡或其他付款方式。',
    bank_declined: '您的银行拒绝了这笔付款。请换一张银行卡或其他付款方式，或向您的银行查询原因。',
    method_declined: '这笔付款被您的银行拒绝。请重试，或选择其他付款方式。',
    unknown: '这笔付款无法处理。请稍后重试，或使用其他付款方式。',
  },
  ta: {
    insufficient_funds:
      'உங்கள் அட்டையில் போதிய இருப்பு இல்லை. வேறு அட்டை அல்லது கட்டண முறையைப் பயன்படுத்துங்கள்.',
    expired_card: 'உங்கள் அட்டை காலாவதியாகிவிட்டது. வேறு அட்டை அல்லது கட்டண முறையைப் பயன்படுத்துங்கள்.',
    incorrect_cvc:
      'பாதுகாப்புக் குறியீடு ஏற்கப்படவில்லை. உங்கள் அட்டையில் உள்ள 3 அல்லது 4 இலக்கங்களைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    card_details: 'சில அட்டை விவரங்கள் ஏற்கப்படவில்லை. அவற்றைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    authentication:
      'உங்கள் வங்கியின் சரிபார்ப்பு முடியவில்லை. மீண்டும் முயலுங்கள்; வங்கி கேட்கும்போது கட்டணத்தை அங்கீகரியுங்கள்.',
    not_permitted:
      'இந்தக் கட்டணத்திற்கு உங்கள் அட்டையைப் பயன்படுத்த முடியாது. வேறு அட்டை அல்லது கட்டண முறையைப் பயன்படுத்துங்கள்.',
    bank_declined:
      'உங்கள் வங்கி இந்தக் கட்டணத்தை நிராகரித்தது. வேறு அட்டை அல்லது கட்டண முறையைப் பயன்படுத்துங்கள், அல்லது உங்கள் வங்கியிடம் கேளுங்கள்.',
    method_declined:
      'உங்கள் வங்கியில் கட்டணம் நிராகரிக்கப்பட்டது. மீண்டும் முயலுங்கள், அல்லது வேறு கட்டண முறையைத் தேர்ந்தெடுங்கள்.',
    unknown:
      'கட்டணத்தைச் செயலாக்க முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள், அல்லது வேறு முறையைப் பயன்படுத்துங்கள்.',
  },
};

/** What the payer reads about a failure with this code, in their language. */
export function failureReasonText(code: string | null | undefined, language: DemoLanguage): string {
  return FAILURE_SENTENCES[language][payerFailureReason(code)];
}
