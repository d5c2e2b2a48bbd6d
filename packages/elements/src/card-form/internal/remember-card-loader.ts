import type { FormPartModule } from './form-part.js';
import type { rememberCardBox } from './remember-card-box.js';

/**
 * The "save this card" box by a dynamic import of its own, which every bundler an npm user has
 * splits into a file loaded only when called. The single-file builds for a `<script>` tag load
 * `checkout-remember-card.js` from beside the script instead: see
 * `remember-card-loader.script-tag.ts`, which they take in place of this module.
 */
export const loadRememberCard = (): Promise<FormPartModule<typeof rememberCardBox>> =>
  import('./remember-card-box.js');
