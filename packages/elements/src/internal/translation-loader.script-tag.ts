import type { CheckoutTranslation } from '../translation.js';
import { isShippedLanguage } from './shipped-languages.js';

/**
 * The URL of the script-tag file itself, read as it runs (in the classic build, from the
 * `<script>` element running it, which is only known then).
 */
const SCRIPT_URL = import.meta.url;

/**
 * The single-file builds' loader, taken in place of `translation-loader.ts` when they are built
 * (`build/script-tag-modules.ts`): a shipped language's words come from
 * `translations/<language>.js` in the folder the script was loaded from, the files `tsc` writes
 * beside it in `dist/`. Only a page in that language asks for its file.
 */
export function loadTranslation(language: string): Promise<CheckoutTranslation> | null {
  if (!isShippedLanguage(language)) return null;
  const url = new URL(`translations/${language}.js`, SCRIPT_URL).href;
  return import(/* @vite-ignore */ url).then(
    (module: { default: CheckoutTranslation }) => module.default,
  );
}
