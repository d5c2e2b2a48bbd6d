/** One saved card: what it is, whose, since when, from which order; charge it again or remove it. */
import type { Product, SavedCard } from '../../../shared/api.js';
import { cardBrandName } from '../../../shared/card-brands.js';
import { h } from '../dom.js';
import { formatDateTime } from '../format.js';
import { resultUrl } from '../ui/order-lines.js';
import { chargeForm } from './charge-form.js';

/** What the list does when a card's Remove is pressed; rejects with the server's error. */
export type RemoveCard = (card: SavedCard, item: HTMLLIElement) => Promise<void>;

/** The brand, as the start of the card's label (`Visa •••• 1111`), for its badge. */
const brandOf = (label: string): string => /^[a-z_ ]+?(?= •|$)/i.exec(label)?.[0] ?? 'card';

export function savedCardItem(
  card: SavedCard,
  products: Product[],
  remove: RemoveCard,
): HTMLLIElement {
  const titleId = `card-${card.token}-title`;
  const form = chargeForm(card, products);
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'button button--small',
      'aria-expanded': 'false',
      'aria-controls': form.id,
    },
    'Charge again',
  );
  toggle.addEventListener('click', () => {
    const open = form.hidden;
    form.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) form.querySelector('select')?.focus();
  });
  const removeButton = h(
    'button',
    { type: 'button', class: 'button button--small button--danger' },
    'Remove',
  );
  const item = h(
    'li',
    { class: 'saved-card', 'data-token': card.token, 'aria-labelledby': titleId },
    h(
      'div',
      { class: 'saved-card__head' },
      h(
        'span',
        {
          class: 'saved-card__brand',
          'data-brand': brandOf(card.label).toLowerCase().replace(/\s+/g, '_'),
          'aria-hidden': 'true',
        },
        cardBrandName(brandOf(card.label)),
      ),
      h(
        'div',
        { class: 'saved-card__what' },
        h('h2', { id: titleId, class: 'saved-card__label', tabindex: -1 }, card.label),
        h('span', { class: 'muted' }, card.email),
      ),
      h('div', { class: 'saved-card__actions' }, toggle, removeButton),
    ),
    h(
      'dl',
      { class: 'saved-card__facts' },
      h('dt', {}, 'Saved'),
      h('dd', {}, h('time', { datetime: card.savedAt }, formatDateTime(card.savedAt))),
      h('dt', {}, 'From order'),
      h('dd', {}, h('a', { href: resultUrl(card.orderId) }, card.orderId)),
    ),
    form,
  );
  const alert = h('div', {
    class: 'alert alert--error',
    role: 'alert',
    hidden: true,
    'data-testid': 'remove-error',
  });
  item.append(alert);
  removeButton.addEventListener('click', async () => {
    if (removeButton.getAttribute('aria-busy') === 'true') return;
    removeButton.setAttribute('aria-busy', 'true');
    alert.hidden = true;
    try {
      await remove(card, item);
    } catch (error) {
      alert.textContent = `The card could not be removed. ${(error as Error).message}`;
      alert.hidden = false;
      removeButton.removeAttribute('aria-busy');
    }
  });
  return item;
}
