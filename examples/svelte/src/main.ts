import { mount } from 'svelte';
import '@checkout-kit/elements';
import App from './App.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('no #app');
mount(App, { target });
