/** A module the kit loads only for the payers who need it, once for the page. */
export interface OnDemand<Module> {
  /** The module, once loaded. */
  loaded(): Module | undefined;
  /**
   * Starts loading the module, once for the page, and gives the promise of its arrival;
   * `undefined` when there is nothing to wait for (loaded, or failed to load).
   */
  whenLoaded(): Promise<void> | undefined;
}

/**
 * A module loaded by `load` only when a payer needs it: the test-mode panel, the picker's bank
 * choice. A file that cannot be loaded is reported once (`what` names it), and the element shows
 * without it rather than wait forever.
 */
export function onDemand<Module>(load: () => Promise<Module>, what: string): OnDemand<Module> {
  let module: Module | undefined;
  let loading: Promise<void> | undefined;
  let failed = false;
  return {
    loaded: () => module,
    whenLoaded: () =>
      module || failed
        ? undefined
        : (loading ??= load().then(
            (loaded) => {
              module = loaded;
            },
            (error: unknown) => {
              failed = true;
              // eslint-disable-next-line no-console -- the developer must see a missing file at once
              console.warn(`Checkout Kit: no ${what} (${error}); showing the page without it.`);
            },
          )),
  };
}
