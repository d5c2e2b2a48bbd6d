import {
  ANY_COUNTRY_GROUP,
  CARD_METHODS_GROUP,
  type PaymentMethodsLookup,
  isMethodName,
} from '@checkout-kit/protocol';
import { httpUrlOrNull } from '../../internal/safe-url.js';

/**
 * From a lookup result to what the picker shows: a pure function, no DOM. Everything in the
 * result comes from the network, so every value is checked for its type before it is used (a
 * key such as `constructor` or `__proto__` only ever reaches a function or an object, never a
 * string, so it is ignored like any other value of the wrong type); the picker then renders
 * names as text.
 */

/** The value of the one option that stands for every card method: the card methods' group. */
export const CARD = CARD_METHODS_GROUP;

/** One logo of an option. */
export interface MethodLogo {
  /** An absolute http(s) URL. */
  src: string;
  /** The text alternative: the brand's name on the card option, empty (decorative) elsewhere. */
  alt: string;
}

/** One choice of the picker. */
export interface MethodOption {
  /** The gateway's method name, or `card` for the card option. */
  method: string;
  /** The readable name: the lookup's `names`, else the method name itself. */
  name: string;
  isCard: boolean;
  logos: MethodLogo[];
}

/** The options of one country (or of `any`, "Other"). */
export interface MethodGroup {
  name: string;
  options: MethodOption[];
}

/** What the picker lists: the card option first, then the groups. */
export interface MethodList {
  card: MethodOption | null;
  groups: MethodGroup[];
  /** Every option, in the order shown. */
  options: MethodOption[];
}

/** The property `key` of `value`, whatever `value` is. */
const own = (value: unknown, key: string): unknown =>
  (value as Record<string, unknown> | null | undefined)?.[key];

/** The strings of `value`: itself when it is one, its string items when it is an array. */
const strings = (value: unknown): string[] =>
  [value].flat().filter((item): item is string => typeof item === 'string');

/** The text of `value` when it is a non-empty string. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** Whether `value` has the one field every lookup result has: `available_payment_methods`. */
export const isLookup = (value: unknown): value is PaymentMethodsLookup =>
  Array.isArray(own(value, 'available_payment_methods'));

/** Words the list needs in the picker's language. */
export interface MethodListWords {
  card: string;
  other: string;
}

/**
 * Groups a lookup result into the picker's options.
 *
 * - The methods are `available_payment_methods` whose name looks like a method name
 *   (`[a-z0-9_]+`, the only kind a checkout URL can carry), each shown once.
 * - Card methods (`card_methods`) become one "Card" option
 *   with each brand's first logo, whose text alternative is the brand's name.
 * - The others are grouped by `by_country`, in its order, named by `country_names`; `any` and
 *   methods in no group come last, under `country_names.any`, else "Other".
 * - Names come from `names`, else the method name; logos from `logos` (a path or several),
 *   kept only when http(s) or relative, resolved against `base`. Values of the wrong type are
 *   ignored.
 */
export function methodList(lookup: unknown, words: MethodListWords, base: string): MethodList {
  const byCountry = own(lookup, 'by_country');
  const nameOf = (method: string) => text(own(own(lookup, 'names'), method)) ?? method;
  const logosOf = (method: string, alt: string) =>
    strings(own(own(lookup, 'logos'), method)).flatMap((path) => {
      const src = httpUrlOrNull(path, base);
      return src ? [{ src, alt }] : [];
    });
  const cards = new Set(strings(own(lookup, 'card_methods')));
  const available = [
    ...new Set(strings(own(lookup, 'available_payment_methods')).filter(isMethodName)),
  ];
  const cardMethods = available.filter((method) => cards.has(method));
  const rest = new Set(available.filter((method) => !cards.has(method)));

  const card = cardMethods.length
    ? {
        method: CARD,
        name: words.card,
        isCard: true,
        logos: cardMethods.flatMap((method) => logosOf(method, nameOf(method)).slice(0, 1)),
      }
    : null;

  const groups: MethodGroup[] = [];
  const countries = Object.keys(Object(byCountry)).filter(
    (key) => key !== CARD && key !== ANY_COUNTRY_GROUP,
  );
  // `any` (every country) and methods in no group come last.
  for (const country of [...countries, ANY_COUNTRY_GROUP]) {
    const members = strings(own(byCountry, country)).filter((method) => rest.delete(method));
    if (country === ANY_COUNTRY_GROUP) members.push(...rest);
    if (members.length === 0) continue;
    groups.push({
      name:
        text(own(own(lookup, 'country_names'), country)) ??
        (country === ANY_COUNTRY_GROUP ? words.other : country),
      options: members.map((method) => ({
        method,
        name: nameOf(method),
        isCard: false,
        logos: logosOf(method, ''),
      })),
    });
  }
  return { card, groups, options: [...(card ? [card] : []), ...groups.flatMap((g) => g.options)] };
}
