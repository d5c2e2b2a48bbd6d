import type { CardFormStrings } from './card-form/internal/strings.js';
import { addTranslations } from './internal/translation-registry.js';
import type { MethodPickerStrings } from './method-picker/internal/strings.js';

export type { CardFormStrings, MethodPickerStrings };

/**
 * Every word the elements show, in one language: what a file of `translations/` exports, and what
 * {@link registerTranslation} takes.
 */
export interface CheckoutTranslation {
  /** The language's primary subtag, as a page's `lang` starts: `ms`, `zh`, `ta`. */
  language: string;
  cardForm: CardFormStrings;
  methodPicker: MethodPickerStrings;
}

/**
 * Registers the elements' words in a language, and re-renders every element on the page that
 * speaks it. The kit loads the languages it ships (`ms`, `zh`, `ta`) by itself, when a page
 * speaks one; register one yourself to have it before the first render (no wait for its file),
 * to change the kit's words (English included), or to add a language.
 *
 * @example
 * ```ts
 * import { registerTranslation } from '@checkout-kit/elements';
 * import ms from '@checkout-kit/elements/translations/ms.js';
 * registerTranslation(ms);
 * ```
 */
export function registerTranslation(...translations: CheckoutTranslation[]): void {
  addTranslations(translations);
}
