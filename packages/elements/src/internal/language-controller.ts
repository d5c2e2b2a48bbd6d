import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { resolveLanguage } from './locale.js';
import { onRegister, whenTranslated } from './translation-registry.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * Keeps its host in the language it falls back to. It re-renders the host when that language
 * changes after the first render (a `lang` attribute set, changed or removed on the document or
 * an ancestor, as a site's language switch does), and when words are registered. The host's own
 * `lang` is a reactive property and needs no watching; a move into another part of the page
 * re-renders it too. Through {@link schedule}, the host renders once its language's words are
 * here, not in English first.
 */
export class LanguageController implements ReactiveController {
  readonly #host: Host;
  /** Made on first connection: a server rendering the element has no `MutationObserver`. */
  #observer?: MutationObserver;
  readonly #rerender = (): void => this.#host.requestUpdate();

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    const host = this.#host;
    const observer = (this.#observer ??= new MutationObserver(this.#rerender));
    // A host inside shadow roots takes its language from their trees, out to the document's.
    for (let root = host.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
      observer.observe(root, { subtree: true, attributeFilter: ['lang'] });
      if (!(root instanceof ShadowRoot)) break;
    }
    onRegister.add(this.#rerender);
    host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    onRegister.delete(this.#rerender);
  }

  /**
   * Runs `update` (the host's `super.scheduleUpdate()`) now, or once the words of the host's
   * language have loaded: a Malay page shows Malay from the first render, and a switch to Tamil
   * keeps the page's current words until the Tamil ones are here.
   */
  schedule<Result>(update: () => Result): Result | Promise<Result> {
    const loading = this.#host.isConnected && whenTranslated(resolveLanguage(this.#host));
    return loading ? loading.then(update) : update();
  }
}
