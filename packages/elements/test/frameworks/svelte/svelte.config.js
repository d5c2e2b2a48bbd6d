// The Svelte page the framework test checks: no preprocessing beyond TypeScript, which Svelte 5
// reads itself. This file also keeps svelte-check from reading the elements' vite.config.ts.
export default {};
