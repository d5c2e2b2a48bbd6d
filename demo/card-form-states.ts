import type { CheckoutCardForm } from '@checkout-kit/elements';
import '@checkout-kit/elements';

const log = document.querySelector<HTMLOListElement>('#event-log');

/** Shows an event on the page, newest first, as text. */
function record(type: string, detail: unknown): void {
  if (!log) return;
  const entry = document.createElement('li');
  const name = document.createElement('strong');
  name.textContent = type;
  const body = document.createElement('code');
  body.textContent = JSON.stringify(detail);
  entry.append(name, ' ', body);
  log.prepend(entry);
  while (log.children.length > 30) log.lastElementChild?.remove();
}

for (const type of ['checkout-change', 'checkout-submit', 'checkout-invalid'] as const) {
  document.addEventListener(type, (event) => {
    record(type, (event as CustomEvent).detail);
    // No gateway stands behind this page: stop before the POST.
    if (type === 'checkout-submit') event.preventDefault();
  });
}

// Show the error state as a payer sees it after pressing Pay on an empty form.
const withErrors = document.querySelector<CheckoutCardForm>('#with-errors');
if (withErrors) {
  await customElements.whenDefined('checkout-card-form');
  await withErrors.updateComplete;
  withErrors.reportValidity();
  // reportValidity() focuses the first invalid field; on page load that would move the page.
  await withErrors.updateComplete;
  (document.activeElement as HTMLElement | null)?.blur();
}
