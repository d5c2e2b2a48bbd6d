import { WEBHOOK_EVENTS as EVENTS } from '@checkout-kit/protocol';

/**
 * Every event name a webhook may subscribe to in the sandbox, and that the sandbox emits: the
 * list of `@checkout-kit/protocol`, as plain strings.
 */
export const WEBHOOK_EVENTS: readonly string[] = EVENTS;
