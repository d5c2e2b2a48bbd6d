import type { CardBrandId } from '@checkout-kit/protocol';
import { html, raw } from 'hono/html';
import type { CardMessageWords } from '../payments/card-messages.js';
import type { Html } from './layout.js';

/*
 * What a form checked in the browser is made of. The page says everything the script needs in
 * a JSON block (its words in the page's language, the rules' facts), so the script holds no
 * words of its own; every field has an error line under it from the start, empty until a
 * check fills it, and the form a summary in a live region. The server writes the same lines
 * when it answers a form posted without script.
 */

/** Where the pages' field-check script is served (see `page-script.ts`). */
export const FIELD_CHECK_SCRIPT_PATH = '/static/pages/field-check.js';

/** The id of the JSON block the script reads. */
export const FIELD_CHECK_CONFIG_ID = 'field-check';

/** The id of the form's summary, a live region. */
export const FIELD_SUMMARY_ID = 'field-summary';

/** The card page's fields, checked with the card rules the server applies. */
export interface CardFieldCheck {
  kind: 'card';
  /** The summary shown when a field is refused. */
  summary: string;
  words: CardMessageWords;
  /** The brands the purchase accepts. */
  acceptedBrands: readonly CardBrandId[];
  /** The sandbox clock's present (ms), which an expiry date is judged against. */
  now: number;
}

/** A choice the form needs (the FPX bank, a payment method), else its message. */
export interface ChoiceFieldCheck {
  kind: 'choice';
  summary: string;
  /** The field's name. */
  field: string;
  /** The message when nothing is chosen. */
  message: string;
}

/** What the script is told about the page's form. */
export type FieldCheckConfig = CardFieldCheck | ChoiceFieldCheck;

/** The id of a field's error line. */
export const errorLineId = (field: string): string => `${field}-error`;

/** JSON that may stand inside a `<script>` element: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's field-check: its facts as JSON (data, never run: the script reads it as text) and
 * the script, which the pages' policy allows from the sandbox's own origin only.
 */
export function fieldCheckScript(config: FieldCheckConfig): Html {
  return html`<script type="application/json" id="${FIELD_CHECK_CONFIG_ID}">
      ${raw(scriptSafeJson(config))}
    </script>
    <script src="${FIELD_CHECK_SCRIPT_PATH}" defer></script>`;
}

/** The form's summary: a live region, empty (and unseen) until a field is refused. */
export function fieldSummary(text: string | null): Html {
  return html`<div class="notice error" id="${FIELD_SUMMARY_ID}" role="alert">${text ?? ''}</div>`;
}

/** The line under a field that says what is wrong with it: always there, empty when nothing is. */
export function errorLine(field: string, message: string | null | undefined): Html {
  return html`<p class="error-text" id="${errorLineId(field)}">${message ?? ''}</p>`;
}
