/** The cart's lines with their quantity controls, and the total for the chosen way to pay. */
import type { CartLine, DemoLanguage, OrderKind, Product } from '../../../shared/api.js';
import { MAX_QUANTITY, removeFromCart, setQuantity } from '../cart/cart.js';
import { h, replaceChildren } from '../dom.js';
import { formatMoney } from '../format.js';
import type { ShopTexts } from './texts.js';

export interface CartView {
  lines: CartLine[];
  products: Map<string, Product>;
  kind: OrderKind;
  texts: ShopTexts;
  language: DemoLanguage;
  /** Says something in the page's live region. */
  announce(message: string): void;
}

/** The id of a line's error text, where field issues such as `lines[1].quantity` go. */
export const lineErrorId = (sku: string): string => `line-error-${sku}`;

function lineItem(line: CartLine, product: Product, view: CartView): HTMLLIElement {
  const { texts, language } = view;
  const money = (amount: number): string => formatMoney(amount, 'MYR', language);
  const inputId = `quantity-${product.sku}`;
  const errorId = lineErrorId(product.sku);
  const input = h('input', {
    id: inputId,
    type: 'number',
    inputmode: 'numeric',
    min: 1,
    max: MAX_QUANTITY,
    value: line.quantity,
    class: 'quantity__input',
    'data-focus-key': `quantity:${product.sku}`,
    'aria-describedby': errorId,
  });
  // A quantity out of range is corrected, and the payer is told why next to the field.
  input.addEventListener('change', () => {
    const typed = Number(input.value);
    const whole = input.value.trim() !== '' && Number.isInteger(typed);
    const why = !whole
      ? texts.quantityWhole
      : typed > MAX_QUANTITY
        ? texts.quantityAtMost(MAX_QUANTITY)
        : typed < 1
          ? texts.quantityAtLeast
          : null;
    const quantity = whole ? Math.min(MAX_QUANTITY, Math.max(1, typed)) : line.quantity;
    // The cart renders again at once: the message goes into the new line's error text.
    if (quantity !== line.quantity) setQuantity(product.sku, quantity);
    else input.value = String(quantity);
    if (why) {
      const error = document.getElementById(errorId);
      if (error) error.textContent = why;
      view.announce(why);
    }
  });
  const step = (delta: -1 | 1): HTMLButtonElement => {
    const button = h(
      'button',
      {
        type: 'button',
        class: 'icon-button',
        'aria-label': delta < 0 ? texts.fewer(product.name) : texts.more(product.name),
        'data-focus-key': `${delta < 0 ? 'fewer' : 'more'}:${product.sku}`,
        disabled: delta < 0 ? line.quantity <= 1 : line.quantity >= MAX_QUANTITY,
      },
      delta < 0 ? '−' : '+',
    );
    button.addEventListener('click', () => setQuantity(product.sku, line.quantity + delta));
    return button;
  };
  const remove = h(
    'button',
    {
      type: 'button',
      class: 'link-button link-button--danger',
      'data-focus-key': `remove:${product.sku}`,
    },
    texts.remove,
    h('span', { class: 'visually-hidden' }, ` ${product.name}`),
  );
  remove.addEventListener('click', () => {
    removeFromCart(product.sku);
    view.announce(texts.removed(product.name));
  });
  return h(
    'li',
    { class: 'cart-line', 'data-sku': product.sku },
    h(
      'div',
      { class: 'cart-line__what' },
      h('span', { class: 'cart-line__name' }, product.name),
      h('span', { class: 'cart-line__each muted' }, texts.each(money(product.price))),
    ),
    h('span', { class: 'cart-line__total money' }, money(product.price * line.quantity)),
    h(
      'div',
      { class: 'cart-line__controls' },
      h('label', { for: inputId, class: 'visually-hidden' }, texts.quantityOf(product.name)),
      h('div', { class: 'quantity' }, step(-1), input, step(1)),
      remove,
    ),
    h('span', { id: errorId, class: 'field__error cart-line__error' }),
  );
}

/** Renders the cart into `container`, keeping focus on the control that had it. */
export function renderCart(container: HTMLElement, view: CartView): void {
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.focusKey;
  const { texts, language, lines, products } = view;
  const known = lines.flatMap((line) => {
    const product = products.get(line.sku);
    return product ? [{ line, product }] : [];
  });
  const subtotal = known.reduce((sum, { line, product }) => sum + line.quantity * product.price, 0);
  const now = view.kind === 'card_verification' ? 0 : subtotal;
  replaceChildren(
    container,
    known.length === 0
      ? h('p', { class: 'muted cart-empty' }, texts.cartEmpty)
      : h(
          'ul',
          { class: 'cart-lines' },
          ...known.map(({ line, product }) => lineItem(line, product, view)),
        ),
    h('p', { id: 'cart-error', class: 'field__error' }),
    known.length > 0 &&
      view.kind === 'card_verification' &&
      h(
        'p',
        { class: 'total-row total-row--sub' },
        h('span', {}, texts.subtotal),
        h('span', { class: 'money' }, formatMoney(subtotal, 'MYR', language)),
      ),
    h(
      'p',
      { class: 'total-row', 'data-testid': 'cart-total' },
      h('span', {}, texts.totalNow),
      h('span', { class: 'money' }, formatMoney(now, 'MYR', language)),
    ),
  );
  if (focused) {
    const again = container.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focused)}"]`);
    // A button that is now disabled (quantity 1) cannot keep focus: use the quantity beside it.
    const target =
      again && !(again as HTMLButtonElement).disabled
        ? again
        : container.querySelector<HTMLElement>(
            `[data-focus-key="quantity:${CSS.escape(focused.split(':')[1] ?? '')}"]`,
          );
    (target ?? container.closest<HTMLElement>('#cart'))?.focus();
  }
}
