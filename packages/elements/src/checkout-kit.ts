/**
 * Entry of the single-file builds for a `<script>` tag: every element, registered on load,
 * and the redirect helpers, with Lit and card-validator inside.
 */
// Order only, for the size: the card rules and card-validator's brand table come first, so that
// Lit sits right before the elements built on it, within reach of gzip's 32 kB window.
import '@checkout-kit/protocol';

export * from './index.js';
