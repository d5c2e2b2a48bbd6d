/**
 * The components page: each element in its states. The card forms stop at `checkout-submit`
 * (they belong to no purchase); the pickers ask the shop's real payment-methods proxy.
 */
import type { CheckoutCardForm, CheckoutMethodPicker } from '@checkout-kit/elements';
import '@checkout-kit/elements';
import { byId, h } from '../dom.js';
import { mountShell } from '../shell/shell.js';

mountShell('components');
const log = byId<HTMLOListElement>('event-log');

/** Shows an event as text, newest first; a lookup result is summarised, not printed whole. */
function record(type: string, detail: unknown, source: Element): void {
  const where = source.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
  const text = JSON.stringify(detail, (key, value) =>
    key === 'methods' ? `{${(value?.available_payment_methods ?? []).length} methods}` : value,
  );
  log.prepend(
    h(
      'li',
      {},
      h('strong', {}, type),
      ' ',
      h('span', { class: 'muted' }, where),
      ' ',
      h('code', {}, text ?? ''),
    ),
  );
  while (log.children.length > 30) log.lastElementChild?.remove();
}

for (const type of [
  'checkout-change',
  'checkout-submit',
  'checkout-invalid',
  'checkout-methods-load',
  'checkout-method-select',
  'checkout-error',
] as const) {
  document.addEventListener(type, (event) => {
    record(type, (event as CustomEvent).detail, event.target as Element);
    // These forms belong to no purchase: stop before the POST.
    if (type === 'checkout-submit') event.preventDefault();
  });
}

// The empty state: the live lookup, with its list of methods emptied.
const live = byId<CheckoutMethodPicker>('picker-live-element');
const empty = byId<CheckoutMethodPicker>('picker-empty-element');
live.addEventListener('checkout-methods-load', (event) => {
  empty.methods = { ...event.detail.methods, available_payment_methods: [] };
});

// The error state as a payer sees it after pressing Pay on an empty form.
const withErrors = byId<CheckoutCardForm>('with-errors');
await customElements.whenDefined('checkout-card-form');
await withErrors.updateComplete;
withErrors.reportValidity();
// reportValidity() focuses the first invalid field; on page load that would move the page.
await withErrors.updateComplete;
(document.activeElement as HTMLElement | null)?.blur();
