/** The browser's hydration of the page's content, with the React the bundle was built with. */
import { hydrateRoot } from 'react-dom/client';
import { App, PURCHASE } from './app.js';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
hydrateRoot(root, <App purchase={PURCHASE} />);
