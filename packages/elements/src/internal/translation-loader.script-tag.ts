import type { CheckoutTranslation } from './checkout-translation.js';
import { importBesideScript } from './beside-script.js';
import { isShippedLanguage } from './shipped-languages.js';

/**
 * The single-file builds' loader, taken in place of `translation-loader.ts` when they are built
 * (`build/script-tag-modules.ts`): a shipped language's words come from
 * `translations/<language>.js` in the folder the script was loaded from, the files `tsc` writes
 * beside it in `dist/`. Only a page in that language asks for its file.
 */
export function loadTranslation(language: string): Promise<CheckoutTranslation> | null {
  if (!isShippedLanguage(language)) return null;
  return importBesideScript<{ default: CheckoutTranslation }>(`translations/${language}.js`).then(
    (module) => module.default,
  );
}
