import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * Re-renders its host when the language it falls back to changes after the first render: a
 * `lang` attribute set, changed or removed on the document or an ancestor, as a site's language
 * switch does. The host's own `lang` is a reactive property and needs no watching; a move into
 * another part of the page re-renders it too.
 */
export class LanguageController implements ReactiveController {
  readonly #host: Host;
  /** Made on first connection: a server rendering the element has no `MutationObserver`. */
  #observer?: MutationObserver;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    const host = this.#host;
    const observer = (this.#observer ??= new MutationObserver(() => host.requestUpdate()));
    // A host inside a shadow root takes its language from that tree, or else from the document.
    for (const root of new Set([host.getRootNode(), host.ownerDocument])) {
      observer.observe(root, { subtree: true, attributeFilter: ['lang'] });
    }
    host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }
}
