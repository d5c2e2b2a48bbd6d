import type { CheckoutTranslation } from './internal/checkout-translation.js';
import { addTranslations } from './internal/translation-registry.js';

export type { CardFormStrings } from './card-form/internal/strings.js';
export type { CheckoutTranslation } from './internal/checkout-translation.js';
export type { MethodPickerStrings } from './method-picker/internal/strings.js';

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
