/** The saved-cards page (`saved-cards.html`): charge a saved card again, or remove it. */
import { getProducts, listSavedCards, removeSavedCard, toApiRequestError } from '../api/client.js';
import { byId, h, replaceChildren } from '../dom.js';
import { mountShell } from '../shell/shell.js';
import { SIGN_IN_REQUIRED, loadWhenSignedIn, showSignIn } from '../staff/sign-in.js';
import { clearError, showError } from '../ui/error-alert.js';
import { savedCardItem, type RemoveCard } from './saved-card-item.js';

mountShell('saved-cards');
const list = byId<HTMLUListElement>('saved-cards');
const state = byId('saved-cards-state');
const errorBox = byId('saved-cards-error');
const status = byId('saved-cards-status');
const refresh = byId<HTMLButtonElement>('saved-cards-refresh');
const pageHead = refresh.closest('.page-head') ?? refresh;

function announce(message: string): void {
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}

function showEmpty(): void {
  state.hidden = false;
  replaceChildren(
    state,
    'No saved cards yet. A payer saves one by ticking “Save this card” on the card form, or with a card verification (RM 0) in the ',
    h('a', { href: '/' }, 'shop'),
    '.',
  );
}

const remove: RemoveCard = async (card, item) => {
  try {
    await removeSavedCard(card.token);
  } catch (error) {
    throw toApiRequestError(error);
  }
  // Focus goes to the next card, or the page's heading when it was the last.
  const next = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector<HTMLElement>(
    'h2',
  );
  item.remove();
  (next ?? byId('saved-cards-title')).focus();
  announce(`${card.label} removed.`);
  if (list.children.length === 0) showEmpty();
};

async function load(): Promise<void> {
  refresh.setAttribute('aria-busy', 'true');
  try {
    const [{ cards }, products] = await Promise.all([listSavedCards(), getProducts()]);
    clearError(errorBox);
    state.hidden = true;
    list.replaceChildren(...cards.map((card) => savedCardItem(card, products, remove)));
    if (cards.length === 0) showEmpty();
  } catch (error) {
    state.hidden = true;
    const failure = toApiRequestError(error);
    if (failure.code === SIGN_IN_REQUIRED) {
      clearError(errorBox);
      showSignIn(pageHead, () => void load());
      return;
    }
    showError(errorBox, 'The saved cards could not be loaded.', failure);
  } finally {
    refresh.removeAttribute('aria-busy');
  }
}

refresh.addEventListener('click', () => void load());
void loadWhenSignedIn(pageHead, load);
