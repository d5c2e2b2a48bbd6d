/*
 * The test-mode panel's words (`test-mode-panel.ts`), which load with the panel, only for a
 * purchase in test mode.
 */
import type { KitLanguage } from '@checkout-kit/protocol';
import type { CardFormStrings } from './strings.js';

/** The panel's words in one language. */
export type TestModeStrings = Required<
  Pick<CardFormStrings, 'testMode' | 'testModeHint' | 'useTestCard'>
>;

/**
 * The panel's words in each of the kit's languages, by primary subtag: here rather than in each
 * language's file, so that a payer of a live purchase, who never sees the panel, never downloads
 * them.
 */
export const TEST_MODE_WORDS: Readonly<Record<string, TestModeStrings>> = {
  en: {
    testMode: 'Test mode',
    testModeHint: (cvc) =>
      `Use a test card: any name, any future expiry date, security code ${cvc}.`,
    useTestCard: (number, threeDSecure) =>
      `Use ${number} (${threeDSecure ? 'with' : 'without'} 3-D Secure)`,
  },
  ms: {
    testMode: 'Mod ujian',
    testModeHint: (cvc) =>
      `Gunakan kad ujian: sebarang nama, sebarang tarikh luput akan datang, kod keselamatan ${cvc}.`,
    useTestCard: (number, threeDSecure) =>
      `Guna ${number} (${threeDSecure ? 'dengan' : 'tanpa'} 3-D Secure)`,
  },
  zh: {
    testMode: '测试模式',
    testModeHint: (cvc) => `请使用测试卡：任意姓名、任意未来的有效期，安全码 ${cvc}。`,
    useTestCard: (number, threeDSecure) =>
      `使用 ${number}（${threeDSecure ? '含' : '不含'} 3-D Secure）`,
  },
  ta: {
    testMode: 'சோதனை முறை',
    testModeHint: (cvc) =>
      `சோதனை அட்டையைப் பயன்படுத்துங்கள்: எந்தப் பெயரும், எதிர்காலக் காலாவதி தேதியும், பாதுகாப்புக் குறியீடு ${cvc}.`,
    useTestCard: (number, threeDSecure) =>
      `${number}-ஐப் பயன்படுத்து (3-D Secure ${threeDSecure ? 'உடன்' : 'இல்லாமல்'})`,
  },
} satisfies Record<KitLanguage, TestModeStrings>;
