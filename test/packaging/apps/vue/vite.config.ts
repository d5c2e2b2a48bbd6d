// The template's config with the line the README's Vue section adds: the kit's tags are custom
// elements, not Vue components.
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('checkout-') } },
    }),
  ],
});
