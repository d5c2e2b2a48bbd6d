import { type FormEvent, useId, useState } from 'react';
import type { CartLine, Order, Product } from '../../../../shared/api.js';
import { type ApiRequestError, createOrder, toApiRequestError } from '../../api/client.js';
import { sitePath } from '../../dom.js';
import { formatMoney } from '../../format.js';
import { ErrorNotice } from './ErrorNotice.js';

const QUANTITIES = Array.from({ length: 10 }, (_, index) => index);

interface Props {
  /** The products on offer, with the server's prices. */
  products: Product[];
  onOrder: (order: Order) => void;
}

/** The cart: a quantity of each product and the payer's e-mail; creates the order. */
export function CartForm({ products, onOrder }: Props) {
  const id = useId();
  // One of the first product to start with; the payer may add the other.
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(products.map((product, index) => [product.sku, index === 0 ? 1 : 0])),
  );
  const [email, setEmail] = useState('');
  const [creating, setCreating] = useState(false);
  const [triedEmpty, setTriedEmpty] = useState(false);
  const [error, setError] = useState<ApiRequestError | null>(null);

  const lines: CartLine[] = products
    .map((product) => ({ sku: product.sku, quantity: quantities[product.sku] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const total = products.reduce(
    (sum, product) => sum + product.price * (quantities[product.sku] ?? 0),
    0,
  );
  const emailIssues = error?.fieldIssues('email') ?? [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTriedEmpty(lines.length === 0);
    if (lines.length === 0) return;
    setCreating(true);
    setError(null);
    try {
      onOrder(await createOrder({ lines, email, language: 'en' }));
    } catch (failure) {
      setError(toApiRequestError(failure));
      setCreating(false);
    }
  }

  return (
    <form onSubmit={onSubmit}>
      <fieldset disabled={creating}>
        <legend className="label">Products</legend>
        <ul className="react-products">
          {products.map((product) => (
            <li key={product.sku}>
              <ProductImage src={product.image} />
              <span className="react-products__text">
                <strong>{product.name}</strong>
                <span className="money muted">{formatMoney(product.price)}</span>
              </span>
              <label className="react-products__quantity">
                Quantity<span className="visually-hidden"> of {product.name}</span>
                <select
                  value={quantities[product.sku] ?? 0}
                  onChange={(change) =>
                    setQuantities({ ...quantities, [product.sku]: Number(change.target.value) })
                  }
                >
                  {QUANTITIES.map((quantity) => (
                    <option key={quantity}>{quantity}</option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
        <p className="total-row">
          <span>Total</span>
          <span className="money">{formatMoney(total)}</span>
        </p>
        <p className="field__error" role="alert">
          {triedEmpty && lines.length === 0 ? 'Choose at least one product.' : ''}
        </p>

        <div className="field react-email">
          <label htmlFor={`${id}-email`}>E-mail for the receipt</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(change) => setEmail(change.target.value)}
            aria-invalid={emailIssues.length > 0 || undefined}
            aria-describedby={emailIssues.length > 0 ? `${id}-email-error` : undefined}
          />
          {emailIssues.length > 0 && (
            <p className="field__error" id={`${id}-email-error`}>
              {emailIssues.map((issue) => issue.message).join(' ')}
            </p>
          )}
        </div>
        <button type="submit" className="button" aria-busy={creating || undefined}>
          {creating ? 'Creating the order…' : 'Create the order'}
        </button>
      </fieldset>
      {error && (
        <ErrorNotice
          title="The order could not be created."
          error={error}
          shownElsewhere={['email']}
        />
      )}
    </form>
  );
}

/** A product's picture, decorative (its name is beside it); only a path of this site is shown. */
function ProductImage({ src }: { src: string }) {
  const path = sitePath(src);
  return path ? (
    <img src={path} alt="" width={56} height={56} />
  ) : (
    <span className="react-products__no-image" />
  );
}
