/** An API error shown to the person: what failed, why, and the field issues not shown elsewhere. */
import type { DemoLanguage } from '../../../shared/api.js';
import { type ApiRequestError, type FieldIssue } from '../api/client.js';
import { h, replaceChildren } from '../dom.js';
import { errorText } from './error-texts.js';

/** How {@link showError} words the error. */
export interface ShowErrorOptions {
  /**
   * A payer page's language: the error is told in it, by its code (`error-texts.ts`). Without
   * it (the back office, in English) the server's own message is shown, with its details.
   */
  language?: DemoLanguage;
  /** Field issues already shown next to their fields, left out here. */
  shownElsewhere?: FieldIssue[];
}

/**
 * Fills `alert` (an element with `role="alert"`) with the error and shows it.
 *
 * @param title What the person tried, e.g. "The order could not be created."
 */
export function showError(
  alert: HTMLElement,
  title: string,
  error: ApiRequestError,
  { language, shownElsewhere = [] }: ShowErrorOptions = {},
): void {
  const said = language ? errorText(error, language) : { text: error.message, english: false };
  // The server's field issues are English: a page in another language tells them by field.
  const rest =
    language && language !== 'en'
      ? []
      : error.fields.filter((issue) => !shownElsewhere.includes(issue));
  replaceChildren(
    alert,
    h('strong', { class: 'alert__title' }, title),
    ' ',
    h('span', { lang: said.english && language && language !== 'en' ? 'en' : null }, said.text),
    rest.length > 0 &&
      h(
        'ul',
        {},
        ...rest.map((issue) => h('li', {}, h('code', {}, issue.path), ': ', issue.message)),
      ),
  );
  alert.dataset.code = error.code;
  alert.hidden = false;
}

/** Hides and empties an alert. */
export function clearError(alert: HTMLElement): void {
  alert.hidden = true;
  alert.replaceChildren();
  delete alert.dataset.code;
}

/** A new, hidden error alert. */
export function errorAlert(attributes: Record<string, string> = {}): HTMLDivElement {
  return h('div', { class: 'alert alert--error', role: 'alert', hidden: true, ...attributes });
}
