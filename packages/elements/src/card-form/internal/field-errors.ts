import {
  type CardBrand,
  type CardField,
  type CardFieldError,
  DIRECT_POST_CARD_FIELDS,
  cvcLengths,
} from '@checkout-kit/protocol';
import type { CheckoutFieldError } from '../events.js';
import type { CardEntryChecks } from './card-entry.js';
import type { CardFormStrings, MessageContext } from './strings.js';

/**
 * The sentence that tells the payer which rule `field` breaks, with the facts it mentions
 * (the brand's name, the security code's lengths) written in.
 */
export function fieldMessage(
  strings: CardFormStrings,
  field: CardField,
  code: CardFieldError,
  brand: CardBrand | null,
): string {
  const context: MessageContext = {
    brand: brand?.name ?? strings.genericCard,
    cvcLength: cvcLengths(brand).join(strings.or),
  };
  const message = (strings.errors[field] as Record<CardFieldError, string>)[code];
  return message.replace(/\{(\w+)\}/g, (_, fact: keyof MessageContext) => context[fact]);
}

/**
 * Every field of `fields` (the whole form by default, in its order) that breaks a rule, with
 * its message. Only the fields asked about get a message written: typing asks about those
 * whose errors show.
 */
export function fieldErrors(
  checks: CardEntryChecks,
  strings: CardFormStrings,
  fields: readonly CardField[] = DIRECT_POST_CARD_FIELDS,
): CheckoutFieldError[] {
  return fields.flatMap((field) => {
    const { error } = checks[field];
    return error
      ? [{ field, code: error, message: fieldMessage(strings, field, error, checks.number.brand) }]
      : [];
  });
}
