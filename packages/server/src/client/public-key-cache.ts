/**
 * The company's public key (`GET /public_key/`), fetched once and kept: every success callback
 * is verified with it.
 *
 * A refresh while a request is still on its way shares it, so a burst of callbacks that fail to
 * verify after a key rotation fetches the key once. A failure is not kept: the next call tries
 * again, and a failed refresh falls back to the key fetched before it, which still verifies the
 * callbacks signed with it.
 */
export class PublicKeyCache {
  readonly #load: () => Promise<string>;
  #current: Promise<string> | undefined;
  #loading = false;
  /** The last key fetched: what a failed refresh falls back to. */
  #known: string | undefined;

  constructor(load: () => Promise<string>) {
    this.#load = load;
  }

  /** The key: the one kept, or a fresh one when there is none or `refresh` asks for it. */
  get(refresh: boolean): Promise<string> {
    if (!this.#current || (refresh && !this.#loading)) {
      const loading = this.#load();
      this.#current = loading;
      this.#loading = true;
      const known = this.#known;
      loading.then(
        (pem) => {
          if (this.#current !== loading) return;
          this.#known = pem;
          this.#loading = false;
        },
        () => {
          if (this.#current !== loading) return;
          this.#current = known === undefined ? undefined : Promise.resolve(known);
          this.#loading = false;
        },
      );
    }
    return this.#current;
  }
}
