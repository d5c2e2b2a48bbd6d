/**
 * Typed templates for the kit's elements in Vue 3: with one import, `vue-tsc` (and Volar in an
 * editor) checks every property bound on `<checkout-card-form>` and `<checkout-method-picker>`
 * and types the event each `@checkout-…` listener receives.
 *
 * ```ts
 * // env.d.ts, or any file the app's tsconfig includes
 * import type {} from '@checkout-kit/elements/vue';
 * ```
 *
 * Vue must also be told that these tags are custom elements, not Vue components
 * (`compilerOptions.isCustomElement: (tag) => tag.startsWith('checkout-')` in the Vue plugin's
 * options). Bind objects and numbers with `:` (`:purchase="purchase"`, `:amount="1050"`): Vue
 * then sets them as properties.
 *
 * @packageDocumentation
 */
import type { DefineComponent } from 'vue';
// The elements' own declarations (their entries in CheckoutElementTypes) come with the types:
// a re-export is kept in the published .d.ts, where an empty type import would be dropped.
export type * from './index.js';
import type { CheckoutTag, EventsOf, PropertiesOf } from './element-types.js';

/** `checkout-method-select` → `CheckoutMethodSelect`. */
type PascalCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<Name>;

/** The `on<Event>` props Vue's template compiler makes of `@event-name` listeners. */
export type VueEventProps<Name extends keyof GlobalEventHandlersEventMap> = {
  [N in Name as `on${PascalCase<N & string>}`]?: (event: GlobalEventHandlersEventMap[N]) => void;
};

/** The props of the element `Tag` in a Vue template: its properties and its events. */
export type CheckoutElementVueProps<Tag extends CheckoutTag> = PropertiesOf<Tag> &
  VueEventProps<EventsOf<Tag>>;

/** Every element of the kit, as a component of Vue's templates. */
export type CheckoutGlobalComponents = {
  [Tag in CheckoutTag]: DefineComponent<CheckoutElementVueProps<Tag>>;
};

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the kit's tags, merged in
  interface GlobalComponents extends CheckoutGlobalComponents {}
}
