import type { CardFormStrings } from '../card-form/internal/strings.js';
import type { MethodPickerStrings } from '../method-picker/internal/strings.js';

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
