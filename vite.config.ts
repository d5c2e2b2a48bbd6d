import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const page = (name: string): string => fileURLToPath(new URL(`demo/${name}.html`, import.meta.url));

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
  build: {
    outDir: '../dist/demo',
    emptyOutDir: true,
    // Every page of the demo, not only index.html.
    rolldownOptions: {
      input: {
        index: page('index'),
        checkout: page('checkout'),
        gateway: page('gateway'),
      },
    },
  },
});
