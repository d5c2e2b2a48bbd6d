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
    // A host inside shadow roots takes its language from their trees, out to the document's.
    for (let root = host.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
      observer.observe(root, { subtree: true, attributeFilter: ['lang'] });
      if (!(root instanceof ShadowRoot)) break;
    }
    host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }
}
