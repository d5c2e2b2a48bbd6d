// Written by `pnpm languages` from the protocol's TRANSLATED_LANGUAGES: do not edit.
import type { TranslatedLanguage } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from './checkout-translation.js';

/**
 * Each shipped language's words by an `import()` of its own, which every bundler an npm user
 * has (Vite, webpack, esbuild, Next.js) splits into a file loaded only when called.
 */
export const TRANSLATION_IMPORTS: Readonly<
  Record<TranslatedLanguage, () => Promise<{ default: CheckoutTranslation }>>
> = {
  ms: () => import('../translations/ms.js'),
  zh: () => import('../translations/zh.js'),
  ta: () => import('../translations/ta.js'),
};
