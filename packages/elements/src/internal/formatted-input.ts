/**
 * How a formatted field shows the raw text it holds after an edit. Digits are what carry meaning
 * in every formatted field of the kit (card number, expiry date, security code); whatever else
 * the format adds, such as group gaps and the expiry's slash, is decoration.
 */
export type InputFormat = (raw: string) => string;

const DIGIT = /\d/;

/** How many digits `text` holds. */
const countDigits = (text: string): number => text.replace(/\D/g, '').length;

/** Any character outside ASCII: only such text can hold what NFKC normalisation changes. */
const NON_ASCII = /[^\0-\x7f]/;

/** The position just after the `count`-th digit of `text`. */
function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (DIGIT.test(text.charAt(i)) && ++seen === count) return i + 1;
  }
  return text.length;
}

/**
 * Reformats an input after the payer edited it, keeping the caret next to the same digit:
 * typing, deleting in the middle and pasting all leave it where the payer expects. Deleting a
 * separator that formatting would put straight back (Backspace just after a group gap or the
 * expiry's slash) deletes the digit beside it instead, and the separator stays.
 *
 * @param previous What the input showed before the edit.
 * @returns The formatted value, which is also written to the input.
 */
export function reformatInput(
  input: HTMLInputElement,
  format: InputFormat,
  inputType: string,
  previous: string,
): string {
  // Full-width digits (and slash), as Chinese and Japanese input methods type them, are digits.
  // Plain ASCII, what nearly every keystroke leaves, is its own normal form: no Unicode work.
  const shown = input.value;
  let raw = NON_ASCII.test(shown) ? shown.normalize('NFKC') : shown;
  let caret = input.selectionStart ?? raw.length;
  const atEnd = caret === raw.length;
  // One separator deleted, at the caret: what `previous` was without its character there.
  const separatorWouldReturn =
    inputType.startsWith('delete') &&
    raw === previous.slice(0, caret) + previous.slice(caret + 1) &&
    !DIGIT.test(previous.charAt(caret)) &&
    format(raw) === previous;
  if (separatorWouldReturn) {
    const backward = inputType === 'deleteContentBackward';
    let at = backward ? caret - 1 : caret + 1;
    while (at >= 0 && at < previous.length && !DIGIT.test(previous.charAt(at))) {
      at += backward ? -1 : 1;
    }
    if (at >= 0 && at < previous.length) {
      raw = previous.slice(0, at) + previous.slice(at + 1);
      caret = backward ? at : caret;
    }
  }
  const kept = countDigits(raw.slice(0, caret));
  const formatted = format(raw);
  // Only what changes is written: a keystroke that adds no separator leaves the input alone.
  if (shown !== formatted) input.value = formatted;
  // Writing the value leaves the caret at its end, where an edit at the end wants it: only an
  // edit inside the text needs the caret put back.
  if (!atEnd) {
    const position = positionAfter(formatted, kept);
    // After an edit the selection is a caret. Moving the caret of an unfocused input would steal
    // focus in some browsers.
    if (input.selectionStart !== position && input.matches(':focus')) {
      input.setSelectionRange(position, position);
    }
  }
  return formatted;
}
