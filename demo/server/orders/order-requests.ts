import { KIT_LANGUAGES } from '@checkout-kit/protocol';
import { z } from 'zod';
import type {
  AmountRequest,
  ChargeSavedCardRequest,
  CreateOrderRequest,
  OrderKind,
} from '../../shared/api.js';
import { CATALOGUE_SKUS } from '../catalogue.js';
import { ORDER_ID } from './order-id.js';

/** How many lines a cart may have. */
export const MAX_LINES = 20;
/** How many of one product a line may ask for. */
export const MAX_QUANTITY = 99;

const ORDER_KINDS = [
  'payment',
  'hold',
  'card_verification',
] as const satisfies readonly OrderKind[];

const orderIdRule = 'must be an order number such as K7Q2MX';
const quantityRule = `must be a whole number from 1 to ${MAX_QUANTITY}`;
const linesRule = `must be a list of 1 to ${MAX_LINES} cart lines such as {"sku": "kopi-beans", "quantity": 1}`;

const cartLine = z.strictObject(
  {
    sku: z.enum(CATALOGUE_SKUS as [string, ...string[]], {
      error: `must be the sku of a product of the catalogue (${CATALOGUE_SKUS.join(', ')})`,
    }),
    quantity: z
      .int({ error: quantityRule })
      .min(1, { error: quantityRule })
      .max(MAX_QUANTITY, { error: quantityRule }),
  },
  { error: 'must be a cart line such as {"sku": "kopi-beans", "quantity": 1}' },
);

/** A cart: 1 to 20 lines, each product once. */
const cartLines = z
  .array(cartLine, { error: linesRule })
  .min(1, { error: linesRule })
  .max(MAX_LINES, { error: linesRule })
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.sku)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'sku'],
          message: 'is already in the cart: give each product once, with its quantity',
        });
      }
      seen.add(line.sku);
    });
  });

/** `POST /api/orders`. */
export const createOrderRequest = z.strictObject({
  lines: cartLines,
  email: z
    .email({ error: 'must be an e-mail address such as payer@example.com' })
    .max(254, { error: 'must be an e-mail address of at most 254 characters' }),
  kind: z.enum(ORDER_KINDS, { error: `must be one of ${ORDER_KINDS.join(', ')}` }).optional(),
  language: z
    .enum(KIT_LANGUAGES, { error: `must be one of ${KIT_LANGUAGES.join(', ')}` })
    .optional(),
  replaces: z.string({ error: orderIdRule }).regex(ORDER_ID, { error: orderIdRule }).optional(),
}) satisfies z.ZodType<CreateOrderRequest>;

const amountRule = 'must be a whole number of sen, 1 or more (1050 is RM 10.50)';

/** `POST /api/orders/{id}/capture` and `/refund`. */
export const amountRequest = z.strictObject({
  amount: z.int({ error: amountRule }).min(1, { error: amountRule }).optional(),
}) satisfies z.ZodType<AmountRequest>;

/** `/release` and `/cancel`: nothing, or an empty object. */
export const emptyRequest = z.strictObject({});

/** `POST /api/saved-cards/{token}/charge`. */
export const chargeSavedCardRequest = z.strictObject({
  lines: cartLines,
}) satisfies z.ZodType<ChargeSavedCardRequest>;
