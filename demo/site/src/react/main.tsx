/**
 * The React page: the kit imported from npm by its package name, as a React 19 app would.
 * Importing `@checkout-kit/elements` defines the elements before React creates any, so React
 * sees their properties and sets `amount`, `checkoutUrl` and the rest as properties.
 */
import '@checkout-kit/elements';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mountShell } from '../shell/shell.js';
import { App } from './App.js';

mountShell('react');
const main = document.querySelector('main');
if (!main) throw new Error('This page has no <main>.');
createRoot(main).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
