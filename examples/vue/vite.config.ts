import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // The kit's tags are custom elements, not Vue components.
  plugins: [
    vue({
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('checkout-') } },
    }),
  ],
  envDir: false,
});
