import { type IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxStore } from './store.js';

/**
 * The responses of a sandbox whose durability is `commit`: an answer's first byte (its status
 * line and headers go with it) waits until every change made before it is committed and flushed
 * to disk, so a purchase answered 201 survives a `kill -9` or a power loss. Holding the answer
 * at the response, not in each handler, covers every route, the fast path of `POST /purchases/`
 * included, and the answers given while the store waits go out with the batch that saves their
 * changes (one flush for all of them).
 */
export function responsesAfterSave(store: SandboxStore): typeof ServerResponse<IncomingMessage> {
  return class ResponseAfterSave extends ServerResponse {
    /** The output held so far, in order; none once nothing was left to save. */
    #held: Promise<void> | undefined;

    /** Runs `output` once the changes so far are saved, after any output held before it. */
    #afterSave(output: () => void): boolean {
      const held = this.#held ?? (store.unsaved ? store.whenSaved() : undefined);
      if (held === undefined) {
        output();
        return true;
      }
      this.#held = held.then(output).catch((error: unknown) => {
        this.destroy(error as Error);
      });
      return true;
    }

    override write(...args: unknown[]): boolean {
      let accepted = true;
      const output = () => {
        accepted = Reflect.apply(super.write, this, args) as boolean;
      };
      // Held output is buffered here; once it flows, the stream's own answer counts.
      return this.#afterSave(output) && accepted;
    }

    override end(...args: unknown[]): this {
      this.#afterSave(() => Reflect.apply(super.end, this, args));
      return this;
    }
  };
}
