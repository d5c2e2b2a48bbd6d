import { createApp } from 'vue';
import '@checkout-kit/elements';
import App from './App.vue';

createApp(App).mount('#app');
