import type { TranslatedLanguage } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from './checkout-translation.js';
import { isShippedLanguage } from './shipped-languages.js';

/**
 * Each shipped language by a static import of its own, which every bundler an npm user has
 * (Vite, webpack, esbuild, Next.js) splits into a file loaded only when called. The single-file
 * builds for a `<script>` tag load the same files from beside the script instead: see
 * `translation-loader.script-tag.ts`, which they take in place of this module.
 */
const IMPORTS: Record<TranslatedLanguage, () => Promise<{ default: CheckoutTranslation }>> = {
  ms: () => import('../translations/ms.js'),
  zh: () => import('../translations/zh.js'),
  ta: () => import('../translations/ta.js'),
};

/** Loads the kit's words for `language`, or gives `null` when the kit ships none for it. */
export function loadTranslation(language: string): Promise<CheckoutTranslation> | null {
  return isShippedLanguage(language) ? IMPORTS[language]().then((module) => module.default) : null;
}
