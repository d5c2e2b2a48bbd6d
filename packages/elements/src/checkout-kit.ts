/**
 * Entry of the single-file builds for a `<script>` tag: every element, registered on load,
 * and the redirect helpers, with Lit and card-validator inside.
 */
export * from './index.js';
