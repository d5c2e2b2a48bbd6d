/** How a formatted field is edited: which characters carry meaning, and how they are shown. */
export interface InputFormat {
  /** Matches one meaningful character (a digit for card numbers). */
  readonly significant: RegExp;
  /** Builds what the field shows from the raw text it holds after an edit. */
  readonly format: (raw: string) => string;
}

function countSignificant(text: string, format: InputFormat): number {
  let count = 0;
  for (const char of text) if (format.significant.test(char)) count++;
  return count;
}

/** The position just after the `count`-th meaningful character of `text`. */
function positionAfter(text: string, count: number, format: InputFormat): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (format.significant.test(text.charAt(i)) && ++seen === count) return i + 1;
  }
  return text.length;
}

/**
 * Reformats an input after the payer edited it, keeping the caret next to the same character:
 * typing, deleting in the middle and pasting all leave it where the payer expects. Deleting a
 * separator that formatting would put straight back (Backspace just after a group gap) deletes
 * the character beside it instead.
 *
 * @returns The formatted value, which is also written to the input.
 */
export function reformatInput(
  input: HTMLInputElement,
  format: InputFormat,
  inputType: string,
  previous: string,
): string {
  let raw = input.value;
  let caret = input.selectionStart ?? raw.length;
  const atEnd = caret === raw.length;
  const separatorWouldReturn =
    inputType.startsWith('delete') &&
    raw.length < previous.length &&
    countSignificant(raw, format) === countSignificant(previous, format) &&
    format.format(raw) === previous;
  if (separatorWouldReturn) {
    const backward = inputType === 'deleteContentBackward';
    let at = backward ? caret - 1 : caret;
    while (at >= 0 && at < raw.length && !format.significant.test(raw.charAt(at))) {
      at += backward ? -1 : 1;
    }
    if (at >= 0 && at < raw.length) {
      raw = raw.slice(0, at) + raw.slice(at + 1);
      if (backward) caret = at;
    }
  }
  const kept = countSignificant(raw.slice(0, caret), format);
  const formatted = format.format(raw);
  input.value = formatted;
  const position = atEnd ? formatted.length : positionAfter(formatted, kept, format);
  // Moving the caret of an unfocused input would steal focus in some browsers.
  if (input.matches(':focus')) input.setSelectionRange(position, position);
  return formatted;
}
