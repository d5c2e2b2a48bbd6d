/** The server's render of the page's content, with the React the bundle was built with. */
import { renderToString } from 'react-dom/server';
import { App, PURCHASE } from './app.js';

export const render = (): string => renderToString(<App purchase={PURCHASE} />);
