/**
 * Entry of the single-file builds for a `<script>` tag: every element, registered on load,
 * with Lit and card-validator inside.
 */
export * from './index.js';
