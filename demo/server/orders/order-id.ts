import { randomInt } from 'node:crypto';

/** Letters and digits a person cannot confuse when reading an order number aloud (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

/** The shape of an order number. */
export const ORDER_ID = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);

/**
 * A new order number such as `K7Q2MX`, random so that one order's number says nothing about
 * another's, and not yet taken.
 */
export function newOrderId(isTaken: (id: string) => boolean): string {
  for (;;) {
    let id = '';
    for (let index = 0; index < LENGTH; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
    if (!isTaken(id)) return id;
  }
}
