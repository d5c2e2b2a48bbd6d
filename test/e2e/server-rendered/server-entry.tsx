/** The server's render of the page, with the React the bundle was built with. */
import { renderCardFormStyles } from '@checkout-kit/elements/server.js';
import { renderToString } from 'react-dom/server';
import { App, PURCHASE } from './app.js';

/** The page's content, into its `#root`. */
export const render = (): string => renderToString(<App purchase={PURCHASE} />);

/** The card form's styles, for the page's head, as the elements' README tells merchants. */
export const styles = (): string => renderCardFormStyles();
