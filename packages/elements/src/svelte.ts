/**
 * Typed markup for the kit's elements in Svelte 5: with one import, `svelte-check` (and the
 * Svelte extension in an editor) checks every property set on `<checkout-card-form>` and
 * `<checkout-method-picker>` and types the event each `oncheckout-…` handler receives.
 *
 * ```ts
 * // src/app.d.ts, or any file the app's tsconfig includes
 * import type {} from '@checkout-kit/elements/svelte';
 * ```
 *
 * Svelte sets a value as a property when the element has one (`purchase={purchase}` takes the
 * object, `amount={1050}` the number), and listens to `checkout-submit` for `oncheckout-submit`.
 *
 * @packageDocumentation
 */
import type { HTMLAttributes } from 'svelte/elements';
// The elements' own declarations (their entries in CheckoutElementTypes) come with the types:
// a re-export is kept in the published .d.ts, where an empty type import would be dropped.
export type * from './index.js';
import type { CheckoutTag, ElementOf } from './element-types.js';
import type { ElementPropsOver } from './jsx.js';

/** The attributes of the element `Tag` in Svelte markup: Svelte's, its properties, its events. */
export type CheckoutElementSvelteProps<Tag extends CheckoutTag> = ElementPropsOver<
  Tag,
  HTMLAttributes<ElementOf<Tag>>
>;

/** Every element of the kit, with its Svelte attributes. */
export type CheckoutSvelteElements = { [Tag in CheckoutTag]: CheckoutElementSvelteProps<Tag> };

declare module 'svelte/elements' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the kit's tags, merged in
  interface SvelteHTMLElements extends CheckoutSvelteElements {}
}
