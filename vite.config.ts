import { defineConfig } from 'vite';

/**
 * The demo site. Workspace packages resolve to their TypeScript sources (the `source` export
 * condition), so the demo runs without a build and reloads on every change.
 */
export default defineConfig({
  root: 'demo',
  resolve: { conditions: ['source'] },
  server: {
    port: Number(process.env.DEMO_PORT ?? 5173),
    strictPort: false,
  },
  build: { outDir: '../dist/demo', emptyOutDir: true },
});
