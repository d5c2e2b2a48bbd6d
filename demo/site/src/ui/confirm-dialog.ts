/**
 * A question asked before something that cannot be taken back (money moving): a native modal
 * `<dialog>`, labelled by its heading, with the focus on the safe choice, so Enter or Escape
 * straight away moves nothing.
 */
import { h } from '../dom.js';

/** What the dialog asks. */
export interface Question {
  /** The question, with the amount: "Refund RM 12.00 to the payer's card?" (the heading). */
  title: string;
  /** What follows from it: "This cannot be undone." */
  text: string;
  /** The button that goes ahead: "Refund RM 12.00". */
  confirm: string;
  /** The button that moves nothing; "Go back" by default. */
  cancel?: string;
}

let asked = 0;

/**
 * Asks `question` in a modal dialog; resolves `true` only when the person presses the confirm
 * button (Escape, the safe button, or closing the dialog otherwise resolve `false`).
 */
export function confirmAction(question: Question): Promise<boolean> {
  asked += 1;
  const titleId = `confirm-title-${asked}`;
  const textId = `confirm-text-${asked}`;
  const safe = h(
    'button',
    { type: 'submit', value: 'cancel', class: 'button button--secondary', autofocus: true },
    question.cancel ?? 'Go back',
  );
  const dialog = h(
    'dialog',
    { class: 'confirm-dialog', 'aria-labelledby': titleId, 'aria-describedby': textId },
    h(
      'form',
      { method: 'dialog' },
      h('h2', { id: titleId, class: 'confirm-dialog__title' }, question.title),
      h('p', { id: textId }, question.text),
      h(
        'div',
        { class: 'confirm-dialog__actions' },
        safe,
        h(
          'button',
          { type: 'submit', value: 'confirm', class: 'button button--danger' },
          question.confirm,
        ),
      ),
    ),
  );
  document.body.append(dialog);
  return new Promise((resolve) => {
    // Escape closes it with an empty return value: the same as the safe choice.
    dialog.addEventListener('close', () => {
      resolve(dialog.returnValue === 'confirm');
      dialog.remove();
    });
    dialog.showModal();
    safe.focus();
  });
}
