/**
 * What staff are asked before an operation moves money: the amount, whose it is, and what
 * follows, in words that promise only what the gateway does (it takes one refund per payment).
 */
import type { Order } from '../../../shared/api.js';
import { formatMoney } from '../format.js';
import type { Question } from '../ui/confirm-dialog.js';
import { refundable, type Operation } from './operations.js';

const money = (amount: number): string => formatMoney(amount);

const FINAL = 'This cannot be undone.';

/**
 * The question before `operation` on `order`, for `amount` sen (`undefined`: all of it, as the
 * server takes an empty amount).
 */
export function questionFor(order: Order, operation: Operation, amount?: number): Question {
  switch (operation) {
    case 'capture': {
      const taken = amount ?? order.total;
      const rest = order.total - taken;
      return rest > 0
        ? {
            title: `Capture ${money(taken)} of the ${money(order.total)} held on the payer's card?`,
            text: `${money(taken)} is charged and the other ${money(rest)} is released to the payer: nothing more can be captured later. ${FINAL}`,
            confirm: `Capture ${money(taken)}`,
          }
        : {
            title: `Capture ${money(taken)} from the payer's card?`,
            text: `The whole amount held is charged to the payer. ${FINAL}`,
            confirm: `Capture ${money(taken)}`,
          };
    }
    case 'release':
      return {
        title: `Release the ${money(order.total)} held on the payer's card?`,
        text: `Nothing is charged, and nothing of it can be captured later. ${FINAL}`,
        confirm: `Release ${money(order.total)}`,
      };
    case 'refund': {
      const left = refundable(order);
      const given = amount ?? left;
      return given < left
        ? {
            title: `Refund ${money(given)} of ${money(left)} to the payer's card?`,
            text: `The gateway takes one refund per payment: the other ${money(left - given)} cannot be refunded later. ${FINAL}`,
            confirm: `Refund ${money(given)}`,
          }
        : {
            title: `Refund ${money(given)} to the payer's card?`,
            text: FINAL,
            confirm: `Refund ${money(given)}`,
          };
    }
    case 'cancel':
      return {
        title: `Cancel order ${order.id} for ${money(order.total)}?`,
        text: `The payer can no longer pay for it. ${FINAL}`,
        confirm: 'Cancel the order',
      };
  }
}
