/// <reference types="vite/client" />
import { useEffect, useRef, useState } from 'react';
import type { DemoConfig, Order, Product } from '../../../shared/api.js';
import { type ApiRequestError, getProducts, toApiRequestError } from '../api/client.js';
import { siteConfig } from '../api/config.js';
import { CartForm } from './components/CartForm.js';
import { ErrorNotice } from './components/ErrorNotice.js';
import { OrderSummary } from './components/OrderSummary.js';
import { Payment } from './components/Payment.js';
import paymentSource from './components/Payment.tsx?raw';

/** The catalogue this page sells from: the first two products, priced by the server. */
type Catalogue =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiRequestError }
  | { status: 'ready'; config: DemoConfig; products: Product[] };

export function App() {
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [order, setOrder] = useState<Order | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const cartTitle = useRef<HTMLHeadingElement>(null);
  const paymentTitle = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef<Order | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([siteConfig(), getProducts()]).then(
      ([config, products]) => {
        if (current) setCatalogue({ status: 'ready', config, products: products.slice(0, 2) });
      },
      (error: unknown) => {
        if (current) setCatalogue({ status: 'failed', error: toApiRequestError(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // The form that had focus is gone once the order exists, or comes back when it is changed:
  // focus goes to the heading of what comes next (not on the first render).
  useEffect(() => {
    if (focusedFor.current === order) return;
    focusedFor.current = order;
    (order ? paymentTitle : cartTitle).current?.focus();
  }, [order]);

  // Back from the gateway with the back button: the page may be restored as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <>
      <div className="page-head">
        <div>
          <p className="eyebrow">For developers</p>
          <h1>React: the kit from npm</h1>
          <p>
            This page is a React 19 app that imports <code>@checkout-kit/elements</code> by its
            package name and uses the elements as JSX. Their properties are props, such as{' '}
            <code>amount={'{order.total}'}</code>; their events are <code>on</code> props with the
            event's own name, such as <code>oncheckout-method-select</code>, which React 19 adds as
            listeners.
          </p>
        </div>
      </div>

      {catalogue.status === 'loading' && (
        <p className="placeholder" role="status">
          Loading the products…
        </p>
      )}
      {catalogue.status === 'failed' && (
        <ErrorNotice
          title="The products could not be loaded."
          error={catalogue.error}
          onRetry={() => {
            setCatalogue({ status: 'loading' });
            setAttempt(attempt + 1);
          }}
        />
      )}
      {catalogue.status === 'ready' && (
        <div className="two-columns two-columns--aside-first">
          <section className="panel" aria-labelledby="cart-title">
            <h2 id="cart-title" ref={cartTitle} tabIndex={-1}>
              1. Your cart
            </h2>
            {order ? (
              <OrderSummary
                order={order}
                onChange={submitting ? undefined : () => setOrder(null)}
              />
            ) : catalogue.products.length > 0 ? (
              <CartForm products={catalogue.products} onOrder={setOrder} />
            ) : (
              <p>Nothing is for sale today.</p>
            )}
          </section>
          <section className="panel" aria-labelledby="payment-title">
            <h2 id="payment-title" ref={paymentTitle} tabIndex={-1}>
              2. Payment
            </h2>
            {order ? (
              <Payment
                key={order.id}
                order={order}
                testMode={catalogue.config.testMode}
                submitting={submitting}
                onSubmitting={() => setSubmitting(true)}
              />
            ) : (
              <p className="muted">Create the order, then choose how to pay.</p>
            )}
          </section>
        </div>
      )}

      <details className="react-source">
        <summary>View the source of the payment component</summary>
        <pre tabIndex={0}>
          <code>{paymentSource}</code>
        </pre>
      </details>
    </>
  );
}
