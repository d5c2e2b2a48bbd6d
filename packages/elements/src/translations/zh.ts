// The card-field messages are the gateway's pages' too (the protocol's CARD_FIELD_MESSAGES):
// `satisfies` holds the two to one text, with no import at run time, since the script-tag
// builds load this file beside the script as it is.
import type { CardFieldMessagesOf } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from '../internal/checkout-translation.js';

/**
 * The kit's words in Simplified Chinese, as Malaysian banks write them (see the repository's
 * GLOSSARY.md): full-width punctuation in Chinese text; amounts, digits and brands as they are.
 */
const zh: CheckoutTranslation = {
  language: 'zh',
  cardForm: {
    labels: {
      cardholder_name: '持卡人姓名',
      card_number: '卡号',
      expires: '有效期',
      cvc: '安全码（CVC）',
    },
    expiryHint: 'MM/YY',
    errors: {
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
    } satisfies CardFieldMessagesOf<'zh'>,
    errorSummary: (count) => `有 ${count} 项银行卡资料需要检查。`,
    pay: '付款',
    payAmount: (amount) => `付款 ${amount}`,
    processing: '正在处理付款…',
    rememberCard: '保存此卡，方便日后付款',
    rememberCardConsent:
      '此卡由支付网关保存，而不是本商店。商店只会在您同意的付款中使用此卡扣款，并会在您要求时将其删除。',
    unavailable: '此处无法使用银行卡付款。',
    unavailableLink: '请改在安全付款页面付款',
    genericCard: '银行卡',
    or: ' 或 ',
  },
  methodPicker: {
    legend: '付款方式',
    card: '银行卡',
    other: '其他',
    loading: '正在加载付款方式…',
    error: '无法加载付款方式。',
    retry: '重试',
    empty: (amount) => (amount ? `没有适用于 ${amount} 的付款方式。` : '没有可用的付款方式。'),
    continueWith: (name) => `使用 ${name} 继续`,
  },
};

export default zh;
