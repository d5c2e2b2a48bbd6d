/** The product grid: each product as a card with its picture, price and an "Add to cart" button. */
import type { DemoLanguage, Product } from '../../../shared/api.js';
import { h, sitePath } from '../dom.js';
import { formatMoney } from '../format.js';
import type { ShopTexts } from './texts.js';

/** How long "Added" stays on the button: long enough to see, short enough to add again. */
const ADDED_MS = 2_000;

/**
 * One product card. `onAdd` is called with the product when its button is pressed, and answers
 * how many of it the cart now holds: the button says so for a moment, where the payer looks (on
 * a phone the cart is far below and the header scrolled away).
 */
function productCard(
  product: Product,
  texts: ShopTexts,
  language: DemoLanguage,
  onAdd: (product: Product) => number,
): HTMLLIElement {
  const image = sitePath(product.image);
  const titleId = `product-${product.sku}`;
  const label = h('span', {}, texts.addToCart);
  const button = h(
    'button',
    { type: 'button', class: 'button button--secondary product-card__add' },
    label,
    h('span', { class: 'visually-hidden' }, `: ${product.name}`),
  );
  let restore: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', () => {
    label.textContent = texts.addedShort(onAdd(product));
    button.classList.add('product-card__add--added');
    clearTimeout(restore);
    restore = setTimeout(() => {
      label.textContent = texts.addToCart;
      button.classList.remove('product-card__add--added');
    }, ADDED_MS);
  });
  return h(
    'li',
    { class: 'product-card', 'data-sku': product.sku, 'aria-labelledby': titleId },
    h(
      'div',
      { class: 'product-card__media' },
      image && h('img', { src: image, alt: '', width: 320, height: 240 }),
    ),
    h(
      'div',
      { class: 'product-card__body' },
      h('h3', { id: titleId, class: 'product-card__name' }, product.name),
      h('p', { class: 'product-card__description' }, product.description[language]),
      h(
        'div',
        { class: 'product-card__buy' },
        h(
          'span',
          { class: 'product-card__price money' },
          formatMoney(product.price, 'MYR', language),
        ),
        button,
      ),
    ),
  );
}

/** Shows the products in `list`. */
export function renderProducts(
  list: HTMLElement,
  products: Product[],
  texts: ShopTexts,
  language: DemoLanguage,
  onAdd: (product: Product) => number,
): void {
  list.replaceChildren(...products.map((product) => productCard(product, texts, language, onAdd)));
}
