/**
 * The merchant server's errors in the payer's language, by their stable code (`demo/shared/api.ts`
 * lists them): the server writes its messages in English, for developers; a page says what
 * happened in its own language, and keeps the server's English message only for a code it has
 * no words for.
 */
import type { DemoLanguage } from '../../../shared/api.js';
import type { ApiRequestError } from '../api/client.js';

/** The codes the site has words for: the server's, and the site's client's own. */
export type ErrorCode =
  | 'validation_failed'
  | 'invalid_json'
  | 'charge_failed'
  | 'sign_in_required'
  | 'wrong_password'
  | 'forbidden_origin'
  | 'not_found'
  | 'method_not_allowed'
  | 'wrong_status'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'internal_error'
  | 'gateway_error'
  | 'merchant_unavailable'
  | 'starting'
  | 'network'
  | 'http_error'
  | 'invalid_response';

/** Each code in words, in each language of the payer pages. */
export const ERROR_TEXTS: Record<DemoLanguage, Record<ErrorCode, string>> = {
  en: {
    validation_failed: 'Some details were not accepted: see the messages beside the fields.',
    invalid_json: 'The shop could not read what this page sent. Reload the page and try again.',
    charge_failed: 'The card was declined. Nothing was charged.',
    sign_in_required: 'Sign in to the back office first.',
    wrong_password: 'That is not the password.',
    forbidden_origin:
      'The shop accepts this only from its own pages. Reload the page and try again.',
    not_found: 'The shop has no such order.',
    method_not_allowed: 'The shop does not accept this request. Reload the page and try again.',
    wrong_status: 'The payment’s status does not allow this now. Reload the page to see it.',
    payload_too_large: 'What this page sent is too large for the shop.',
    unsupported_media_type:
      'The shop could not read what this page sent. Reload the page and try again.',
    internal_error: 'Something went wrong at the shop. Try again in a moment.',
    gateway_error: 'The payment gateway could not be reached. Try again in a moment.',
    merchant_unavailable: 'The shop’s server is not answering. Try again in a moment.',
    starting: 'The shop is starting. Try again in a moment.',
    network: 'The shop could not be reached. Check your connection and try again.',
    http_error: 'The shop answered with an error. Try again in a moment.',
    invalid_response: 'The shop’s answer could not be read. Try again in a moment.',
  },
  ms: {
    validation_failed: 'Sebahagian butiran tidak diterima: lihat mesej di sebelah ruangan.',
    invalid_json:
      'Kedai tidak dapat membaca apa yang dihantar oleh halaman ini. Muat semula halaman dan cuba lagi.',
    charge_failed: 'Kad ditolak. Tiada caj dikenakan.',
    sign_in_required: 'Log masuk ke pejabat belakang dahulu.',
    wrong_password: 'Kata laluan itu salah.',
    forbidden_origin:
      'Kedai hanya menerima ini daripada halamannya sendiri. Muat semula halaman dan cuba lagi.',
    not_found: 'Kedai tiada pesanan sedemikian.',
    method_not_allowed: 'Kedai tidak menerima permintaan ini. Muat semula halaman dan cuba lagi.',
    wrong_status:
      'Status pembayaran tidak membenarkan ini sekarang. Muat semula halaman untuk melihatnya.',
    payload_too_large: 'Apa yang dihantar oleh halaman ini terlalu besar untuk kedai.',
    unsupported_media_type:
      'Kedai tidak dapat membaca apa yang dihantar oleh halaman ini. Muat semula halaman dan cuba lagi.',
    internal_error: 'Berlaku masalah di kedai. Cuba lagi sebentar lagi.',
    gateway_error: 'Gerbang pembayaran tidak dapat dihubungi. Cuba lagi sebentar lagi.',
    merchant_unavailable: 'Pelayan kedai tidak menjawab. Cuba lagi sebentar lagi.',
    starting: 'Kedai sedang dimulakan. Cuba lagi sebentar lagi.',
    network: 'Kedai tidak dapat dihubungi. Semak sambungan anda dan cuba lagi.',
    http_error: 'Kedai menjawab dengan ralat. Cuba lagi sebentar lagi.',
    invalid_response: 'Jawapan kedai tidak dapat dibaca. Cuba lagi sebentar lagi.',
  },
  zh: {
    validation_failed: '部分资料未被接受：请查看字段旁的提示。',
    invalid_json: '商店无法读取此页面发送的内容。请重新加载页面后重试。',
    charge_failed: '银行卡被拒绝。没有扣除任何费用。',
    sign_in_required: '请先登录后台。',
    wrong_password: '密码不正确。',
    forbidden_origin: '商店只接受来自其自身页面的请求。请重新加载页面后重试。',
    not_found: '商店没有这个订单。',
    method_not_allowed: '商店不接受此请求。请重新加载页面后重试。',
    wrong_status: '付款的当前状态不允许此操作。请重新加载页面查看。',
    payload_too_large: '此页面发送的内容太大，商店无法处理。',
    unsupported_media_type: '商店无法读取此页面发送的内容。请重新加载页面后重试。',
    internal_error: '商店出现问题。请稍后重试。',
    gateway_error: '无法连接支付网关。请稍后重试。',
    merchant_unavailable: '商店的服务器没有响应。请稍后重试。',
    starting: '商店正在启动。请稍后重试。',
    network: '无法连接商店。请检查您的网络连接后重试。',
    http_error: '商店返回了错误。请稍后重试。',
    invalid_response: '无法读取商店的回复。请稍后重试。',
  },
  ta: {
    validation_failed: 'சில விவரங்கள் ஏற்கப்படவில்லை: புலங்களுக்கு அருகிலுள்ள செய்திகளைப் பாருங்கள்.',
    invalid_json: 'இந்தப் பக்கம் அனுப்பியதைக் கடையால் படிக்க முடியவில்லை. பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயலுங்கள்.',
    charge_failed: 'அட்டை நிராகரிக்கப்பட்டது. எந்தத் தொகையும் வசூலிக்கப்படவில்லை.',
    sign_in_required: 'முதலில் நிர்வாகப் பகுதியில் உள்நுழையுங்கள்.',
    wrong_password: 'அது சரியான கடவுச்சொல் அல்ல.',
    forbidden_origin:
      'கடை இதைத் தன் சொந்தப் பக்கங்களிலிருந்து மட்டுமே ஏற்கும். பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயலுங்கள்.',
    not_found: 'கடையில் அப்படி ஓர் ஆர்டர் இல்லை.',
    method_not_allowed: 'கடை இந்தக் கோரிக்கையை ஏற்காது. பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயலுங்கள்.',
    wrong_status: 'கட்டணத்தின் தற்போதைய நிலை இதை அனுமதிக்காது. பார்க்கப் பக்கத்தை மீண்டும் ஏற்றுங்கள்.',
    payload_too_large: 'இந்தப் பக்கம் அனுப்பியது கடைக்கு மிகப் பெரியது.',
    unsupported_media_type:
      'இந்தப் பக்கம் அனுப்பியதைக் கடையால் படிக்க முடியவில்லை. பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயலுங்கள்.',
    internal_error: 'கடையில் ஏதோ தவறு நடந்தது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    gateway_error: 'கட்டண நுழைவாயிலைத் தொடர்புகொள்ள முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    merchant_unavailable: 'கடையின் சேவையகம் பதிலளிக்கவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    starting: 'கடை தொடங்கிக்கொண்டிருக்கிறது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    network: 'கடையைத் தொடர்புகொள்ள முடியவில்லை. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    http_error: 'கடை ஒரு பிழையுடன் பதிலளித்தது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
    invalid_response: 'கடையின் பதிலைப் படிக்க முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  },
};

const isKnownCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_TEXTS.en, code);

/**
 * What the person reads about `error` in `language`: the words of its code, or the server's own
 * message for a code the site does not know (`english`: it is in English, whatever the page's
 * language).
 */
export function errorText(
  error: ApiRequestError,
  language: DemoLanguage,
): { text: string; english: boolean } {
  return isKnownCode(error.code)
    ? { text: ERROR_TEXTS[language][error.code], english: false }
    : { text: error.message, english: true };
}
