import type { Order } from '../../../../shared/api.js';
import { formatMoney } from '../../format.js';

interface Props {
  order: Order;
  /** Unset while the card is being sent: the order can no longer change. */
  onChange?: () => void;
}

/** The order as the server priced it. */
export function OrderSummary({ order, onChange }: Props) {
  return (
    <div>
      <p>
        Order <strong data-testid="order-id">{order.id}</strong> for {order.email}
      </p>
      <ul className="lines">
        {order.lines.map((line) => (
          <li key={line.sku}>
            <span>
              <span className="line__qty">{line.quantity} ×</span> {line.name}
            </span>
            <span className="money">{formatMoney(line.price * line.quantity, order.currency)}</span>
          </li>
        ))}
      </ul>
      <p className="total-row">
        <span>Total</span>
        <span className="money">{formatMoney(order.total, order.currency)}</span>
      </p>
      <button
        type="button"
        className="button button--secondary react-change"
        onClick={onChange}
        disabled={!onChange}
      >
        Change the order
      </button>
    </div>
  );
}
