/** The site footer: what the shop is, and which gateway takes its payments (`/api/config`). */
import { siteConfig } from '../api/config.js';
import { toApiRequestError } from '../api/client.js';
import type { DemoLanguage } from '../../../shared/api.js';
import { h, replaceChildren } from '../dom.js';
import { errorText } from '../ui/error-texts.js';
import type { ShellTexts } from './texts.js';

/** The footer; its `#site-mode` line fills in once the server has answered. */
export function siteFooter(texts: ShellTexts, language: DemoLanguage): HTMLElement {
  const mode = h('p', { id: 'site-mode', class: 'site-footer__mode' }, texts.modeLoading);
  const footer = h(
    'footer',
    { class: 'site-footer' },
    h('div', { class: 'site-footer__inner container' }, h('p', {}, texts.about), mode),
  );
  siteConfig().then(
    (config) => {
      mode.dataset.mode = config.mode;
      replaceChildren(
        mode,
        h('span', { class: 'mode-dot', 'aria-hidden': 'true' }),
        h(
          'span',
          {},
          config.mode === 'sandbox'
            ? texts.sandbox
            : texts.gateway(config.gatewayOrigin, config.testMode),
          config.callbacksReachable ? null : h('span', { class: 'block' }, texts.noCallbacks),
        ),
      );
    },
    (error: unknown) => {
      mode.dataset.mode = 'unknown';
      mode.textContent = texts.modeFailed(errorText(toApiRequestError(error), language).text);
    },
  );
  return footer;
}
