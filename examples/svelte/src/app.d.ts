// The kit's elements in Svelte's markup: every property and event, typed.
import type {} from '@checkout-kit/elements/svelte';
