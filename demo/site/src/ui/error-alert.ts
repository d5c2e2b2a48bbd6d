/** An API error shown to the person: what failed, the server's message, and its field issues. */
import { type ApiRequestError, type FieldIssue } from '../api/client.js';
import { h, replaceChildren } from '../dom.js';

/**
 * Fills `alert` (an element with `role="alert"`) with the error and shows it.
 *
 * @param title What the person tried, e.g. "The order could not be created."
 * @param shownElsewhere Field issues already shown next to their fields, left out here.
 */
export function showError(
  alert: HTMLElement,
  title: string,
  error: ApiRequestError,
  shownElsewhere: FieldIssue[] = [],
): void {
  const rest = error.fields.filter((issue) => !shownElsewhere.includes(issue));
  replaceChildren(
    alert,
    h('strong', { class: 'alert__title' }, title),
    ' ',
    h('span', {}, error.message),
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
