/// <reference lib="dom" />
import { DIRECT_POST_CARD_FIELDS } from '@checkout-kit/protocol';
import { checkCardForm, readCardForm } from '../../payments/card-check.js';
import { problemMessage } from '../../payments/card-messages.js';
import {
  FIELD_CHECK_CONFIG_ID,
  FIELD_SUMMARY_ID,
  type FieldCheckConfig,
  errorLineId,
} from '../field-check.js';

/*
 * The hosted pages' field-check, run in the payer's browser: the form is `novalidate`, so the
 * browser's own bubbles (in the browser's language, not the page's) never show; this checks
 * the fields on blur and on submit instead, with the rules and words the server uses, and
 * writes what is wrong under each field. Only text is ever written into the page.
 */

/** What is wrong with the form: each refused field's message, in the form's order. */
type Problems = Map<string, string>;

const config = JSON.parse(
  document.getElementById(FIELD_CHECK_CONFIG_ID)?.textContent ?? 'null',
) as FieldCheckConfig | null;
const form = document.querySelector<HTMLFormElement>('form[data-field-check]');

/** The value of a field by name; `''` for a choice nothing is chosen in. */
function valueOf(target: HTMLFormElement, name: string): string {
  const field = target.elements.namedItem(name);
  return field && 'value' in field ? String(field.value) : '';
}

/** The form's problems, by the card rules of the server or the choice it needs. */
function problemsOf(target: HTMLFormElement, check: FieldCheckConfig): Problems {
  const problems: Problems = new Map();
  if (check.kind === 'choice') {
    if (valueOf(target, check.field) === '') problems.set(check.field, check.message);
    return problems;
  }
  const posted = new URLSearchParams();
  for (const name of DIRECT_POST_CARD_FIELDS) posted.set(name, valueOf(target, name));
  const result = checkCardForm(readCardForm(posted), {
    now: new Date(check.now),
    acceptedBrands: check.acceptedBrands,
    source: 'hosted',
  });
  if (result.ok) return problems;
  // An expired card is no typing mistake: the server takes it as a failed payment, as the
  // gateway does, so the form lets it through.
  for (const problem of result.problems) {
    if (problem.code !== 'expired_card') {
      problems.set(problem.field, problemMessage(problem, check.words));
    }
  }
  return problems;
}

/** The inputs of a field: one, or a choice's radio buttons. */
function inputsOf(target: HTMLFormElement, name: string): HTMLElement[] {
  const field = target.elements.namedItem(name);
  if (field instanceof RadioNodeList)
    return [...field].filter((node) => node instanceof HTMLElement);
  return field instanceof HTMLElement ? [field] : [];
}

/** Writes a field's message under it (or clears it), and marks its inputs. */
function show(target: HTMLFormElement, name: string, message: string | undefined): void {
  const line = document.getElementById(errorLineId(name));
  if (line) line.textContent = message ?? '';
  for (const input of inputsOf(target, name)) {
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
}

/** Whether a field shows a message now. */
const showsProblem = (name: string): boolean =>
  (document.getElementById(errorLineId(name))?.textContent ?? '') !== '';

if (config && form) {
  const check = config;
  const target = form;
  const fields = check.kind === 'card' ? [...DIRECT_POST_CARD_FIELDS] : [check.field];
  const edited = new Set<string>();
  const summary = document.getElementById(FIELD_SUMMARY_ID);

  /** Checks the form again and updates these fields' lines. */
  const refresh = (names: readonly string[]): Problems => {
    const problems = problemsOf(target, check);
    for (const name of names) show(target, name, problems.get(name));
    if (summary && problems.size === 0) summary.textContent = '';
    return problems;
  };

  target.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? '';
    if (!fields.includes(name)) return;
    edited.add(name);
    // A field already marked is checked as it is corrected, so its message goes as it does.
    if (showsProblem(name)) refresh([name]);
  });

  target.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? '';
    // A choice is made at once (a select, a radio button): it is checked then.
    if (fields.includes(name) && check.kind === 'choice') refresh([name]);
  });

  target.addEventListener('focusout', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? '';
    if (!fields.includes(name)) return;
    // Leaving for the form's own button: the submit checks everything, and a message shown now
    // would move the button from under the pointer before the click lands.
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.form === target) return;
    // Leaving a field the payer typed in checks it; passing through an empty one does not.
    // Fields already marked are checked again: the card number decides the code's length.
    const marked = fields.filter(showsProblem);
    if (edited.has(name) || marked.includes(name)) refresh([name, ...marked]);
    else if (marked.length > 0) refresh(marked);
  });

  target.addEventListener('submit', (event) => {
    // A button that posts without the checks (Decline) is let through.
    if (event.submitter?.hasAttribute('formnovalidate')) return;
    const problems = refresh(fields);
    if (problems.size === 0) return;
    event.preventDefault();
    if (summary) summary.textContent = check.summary;
    const first = fields.find((name) => problems.has(name));
    if (first) inputsOf(target, first)[0]?.focus();
  });
}
