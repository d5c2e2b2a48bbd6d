/**
 * The workspace's shared Vite settings. Each Vite config of the workspace extends them with
 * `mergeConfig`: the elements' single-file builds (`packages/elements/vite.config.ts`) and the
 * demo site (`demo/vite.config.ts`). Put here only what must be the same in both.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: {
    // Workspace packages (`@checkout-kit/protocol`, …) resolve to their TypeScript sources
    // through the `@checkout-kit/source` export condition, so nothing needs a prior build of
    // theirs. The condition is the project's own: an app that sets a plain `source` condition
    // for its own packages still gets the kit's builds. Each config adds the conditions of its
    // own target after this one.
    conditions: ['@checkout-kit/source'],
  },
  // No config of the workspace reads `.env` files: the kit has no build-time settings, and the
  // demo's come from its command line.
  envDir: false,
});
