import { formPart } from './form-part.js';
import { loadRememberCard } from './remember-card-loader.js';
import { loadTestModePanel } from './test-mode-loader.js';

/** The gateway's test cards, shown only for a purchase in test mode (`test-mode-panel.ts`). */
export const testModePanel = formPart(loadTestModePanel, 'test-mode panel');

/** The "save this card" box, shown only by a form with `remember-card` (`remember-card-box.ts`). */
export const rememberCardBox = formPart(loadRememberCard, 'save-this-card box');
