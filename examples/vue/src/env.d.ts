// The kit's elements in Vue's templates: every property and event, typed.
import type {} from '@checkout-kit/elements/vue';
