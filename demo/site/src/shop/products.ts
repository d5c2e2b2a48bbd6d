/** The product grid: each product as a card with its picture, price and an "Add to cart" button. */
import type { DemoLanguage, Product } from '../../../shared/api.js';
import { h, sitePath } from '../dom.js';
import { formatMoney } from '../format.js';
import type { ShopTexts } from './texts.js';

/** One product card; `onAdd` is called with the product when its button is pressed. */
function productCard(
  product: Product,
  texts: ShopTexts,
  language: DemoLanguage,
  onAdd: (product: Product) => void,
): HTMLLIElement {
  const image = sitePath(product.image);
  const titleId = `product-${product.sku}`;
  const button = h(
    'button',
    { type: 'button', class: 'button button--secondary product-card__add' },
    texts.addToCart,
    h('span', { class: 'visually-hidden' }, `: ${product.name}`),
  );
  button.addEventListener('click', () => onAdd(product));
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
      h('p', { class: 'product-card__description' }, product.description),
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
  onAdd: (product: Product) => void,
): void {
  list.replaceChildren(...products.map((product) => productCard(product, texts, language, onAdd)));
}
