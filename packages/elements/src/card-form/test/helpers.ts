import { fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CheckoutCardForm } from '../card-form.js';
import '../card-form.js';
import {
  FORM_RECEIVER,
  type ReceivedPost,
  nextReceipt,
} from '../../internal/test/form-receiver.js';

export type { ReceivedPost };

/** Field names of the card form, as posted. */
export type Field = 'cardholder_name' | 'card_number' | 'expires' | 'cvc';

/** The input of a field. */
export function input(form: CheckoutCardForm, field: Field): HTMLInputElement {
  const found = form.querySelector<HTMLInputElement>(`input[name="${field}"]`);
  if (!found) throw new Error(`no input named ${field}`);
  return found;
}

/** The error element of a field. */
export function errorOf(form: CheckoutCardForm, field: Field): HTMLElement {
  const describedBy = `${input(form, field).id}-error`;
  const found = form.querySelector<HTMLElement>(`#${describedBy}`);
  if (!found) throw new Error(`no error element for ${field}`);
  return found;
}

/** Focuses a field and types into it with real key events. */
export async function typeInto(form: CheckoutCardForm, field: Field, text: string): Promise<void> {
  input(form, field).focus();
  await sendKeys({ type: text });
  await form.updateComplete;
}

/** Sets a value the way browser autofill does: all at once, then `input` and `change`. */
export async function autofill(form: CheckoutCardForm, field: Field, value: string): Promise<void> {
  const target = input(form, field);
  target.value = value;
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
  await form.updateComplete;
}

/** Moves focus out of the form's current field with Tab. */
export async function tabOut(form: CheckoutCardForm): Promise<void> {
  await sendKeys({ press: 'Tab' });
  await form.updateComplete;
}

/** An expiry one year from now, as the form shows it. */
export function futureExpiry(years = 1): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear()).slice(-2)}`;
}

/** Fills every field with the non-3-D-Secure test card by typing. */
export async function typeValidCard(form: CheckoutCardForm): Promise<void> {
  await typeInto(form, 'cardholder_name', 'Siti Aisyah');
  await typeInto(form, 'card_number', '4444333322221111');
  await typeInto(form, 'expires', futureExpiry().replace('/', ''));
  await typeInto(form, 'cvc', '123');
}

/** A card form with the test receiver as its action. */
export function cardForm(
  template = html`<checkout-card-form action=${FORM_RECEIVER}></checkout-card-form>`,
) {
  return fixture<CheckoutCardForm>(template);
}

/**
 * Points the card form's `<form>` at a fresh iframe and resolves with what the test receiver
 * got once the browser has posted it natively.
 */
export function captureNextPost(form: CheckoutCardForm): Promise<ReceivedPost> {
  const element = form.querySelector('form');
  if (!element) throw new Error('no form');
  return captureNextPostOf(element);
}

/** {@link captureNextPost} for any `<form>`, such as a page's own around the card form. */
export async function captureNextPostOf(element: HTMLFormElement): Promise<ReceivedPost> {
  const frame = document.createElement('iframe');
  frame.name = `sink-${Math.random().toString(36).slice(2)}`;
  frame.title = 'Form receiver';
  document.body.append(frame);
  element.target = frame.name;
  try {
    return await nextReceipt(frame);
  } finally {
    frame.remove();
  }
}
