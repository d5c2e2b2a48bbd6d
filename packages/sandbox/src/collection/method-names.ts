import type { ANY_COUNTRY_GROUP, CARD_METHODS_GROUP, KitLanguage } from '@checkout-kit/protocol';

/**
 * The names of the catalogue that a language writes in its own words, in the words of the
 * repository's glossary. Every other method's name is a brand's (Visa, DuitNow QR, Touch 'n Go
 * eWallet), the same in every language.
 */

/** The methods whose names are translated. */
export type TranslatedMethod = 'fpx' | 'fpx_b2b1' | 'razer_atome' | 'crypto_coin';

/**
 * Where a method is offered, as the lookup groups the methods: `card` (card methods), a country
 * code, or `any` (every country).
 */
export type MethodGroup = typeof CARD_METHODS_GROUP | 'MY' | typeof ANY_COUNTRY_GROUP;

/** A language's names of the methods and the groups. */
export interface MethodWords {
  methods: Readonly<Record<TranslatedMethod, string>>;
  /** `any` is `Other`, as the gateway says. */
  groups: Readonly<Record<MethodGroup, string>>;
}

/** Each language's names. */
export const METHOD_WORDS: Readonly<Record<KitLanguage, MethodWords>> = {
  en: {
    methods: {
      fpx: 'FPX Online Banking',
      fpx_b2b1: 'FPX Corporate Banking (B2B1)',
      razer_atome: 'Atome (buy now, pay later)',
      crypto_coin: 'Cryptocurrency',
    },
    groups: { card: 'Card', MY: 'Malaysia', any: 'Other' },
  },
  ms: {
    methods: {
      fpx: 'Perbankan Dalam Talian FPX',
      fpx_b2b1: 'Perbankan Korporat FPX (B2B1)',
      razer_atome: 'Atome (beli sekarang, bayar kemudian)',
      crypto_coin: 'Mata wang kripto',
    },
    groups: { card: 'Kad', MY: 'Malaysia', any: 'Lain-lain' },
  },
  zh: {
    methods: {
      fpx: 'FPX 网上银行',
      fpx_b2b1: 'FPX 企业网上银行（B2B1）',
      razer_atome: 'Atome（先买后付）',
      crypto_coin: '加密货币',
    },
    groups: { card: '银行卡', MY: '马来西亚', any: '其他' },
  },
  ta: {
    methods: {
      fpx: 'FPX இணைய வங்கி',
      fpx_b2b1: 'FPX நிறுவன இணைய வங்கி (B2B1)',
      razer_atome: 'Atome (இப்போது வாங்கு, பிறகு செலுத்து)',
      crypto_coin: 'கிரிப்டோகரன்சி',
    },
    groups: { card: 'அட்டை', MY: 'மலேசியா', any: 'மற்றவை' },
  },
};
