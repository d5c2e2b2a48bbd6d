/** An order's log (`OrderEvent`s) as a table: every delivery, its signature result and attempt. */
import type { DemoLanguage, OrderEvent } from '../../../shared/api.js';
import { h } from '../dom.js';
import { formatDateTime, formatTime } from '../format.js';
import { statusInfo, type Tone } from '../ui/status.js';
import { logMessage } from './log-message.js';
import type { ResultTexts } from './texts.js';

const SIGNATURE_TONES: Record<NonNullable<OrderEvent['signature']>, Tone> = {
  verified: 'success',
  rejected: 'danger',
  duplicate: 'info',
};

/** A dash for the eye, a word for the ear. */
const none = (texts: ResultTexts): HTMLSpanElement =>
  h(
    'span',
    { class: 'muted' },
    h('span', { 'aria-hidden': 'true' }, '—'),
    h('span', { class: 'visually-hidden' }, texts.none),
  );

function row(event: OrderEvent, texts: ResultTexts, language: DemoLanguage): HTMLTableRowElement {
  const source = Object.hasOwn(texts.sources, event.source)
    ? texts.sources[event.source]
    : event.source;
  const signature = event.signature;
  return h(
    'tr',
    {
      'data-source': event.source,
      'data-type': event.type,
      'data-signature': signature ?? 'none',
    },
    h(
      'td',
      { class: 'log__time' },
      h(
        'time',
        { datetime: event.at, title: formatDateTime(event.at, language) },
        formatTime(event.at, language),
      ),
    ),
    h('td', {}, source),
    h('td', {}, h('code', {}, event.type)),
    h(
      'td',
      {},
      signature && Object.hasOwn(SIGNATURE_TONES, signature)
        ? h(
            'span',
            { class: 'badge', 'data-tone': SIGNATURE_TONES[signature] },
            texts.signatures[signature],
          )
        : none(texts),
    ),
    h('td', { class: 'num' }, event.attempt ?? none(texts)),
    h(
      'td',
      {},
      event.status
        ? h('span', { title: statusInfo(event.status)[language] }, h('code', {}, event.status))
        : none(texts),
    ),
    h('td', { class: 'log__message' }, logMessage(event, language)),
  );
}

/** The log table, or a line saying nothing has arrived yet. */
export function logTable(
  events: OrderEvent[],
  texts: ResultTexts,
  language: DemoLanguage,
): HTMLElement {
  if (events.length === 0) {
    return h('p', { class: 'placeholder', id: 'order-log', 'data-empty': 'true' }, texts.logEmpty);
  }
  return h(
    'div',
    // Focusable so the keyboard can scroll it sideways on a phone; a group, not a second landmark.
    { class: 'table-wrap', tabindex: 0, role: 'group', 'aria-labelledby': 'log-title' },
    h(
      'table',
      { class: 'data log', id: 'order-log' },
      h('caption', {}, texts.logCaption),
      h(
        'thead',
        {},
        h('tr', {}, ...texts.columns.map((column) => h('th', { scope: 'col' }, column))),
      ),
      h('tbody', {}, ...events.map((event) => row(event, texts, language))),
    ),
  );
}
