import type { Plugin } from 'vite';

/**
 * The first line of each single-file build: what it is (the package, its version and licence),
 * then the licence notices of the third-party code inside it, once: none for a file with only
 * the kit's own code in it (`withThirdParty` false).
 */
export function licenceBanner(name: string, version: string, withThirdParty = true): string {
  const notices = withThirdParty
    ? ' Lit: Copyright (c) 2017 Google LLC, BSD-3-Clause. card-validator, credit-card-type: ' +
      'Copyright (c) 2009-2018 Braintree, a division of PayPal, Inc., MIT.'
    : '';
  return `/*! ${name} ${version}, MIT.${notices} */`;
}

/** Lit's modules, each of which repeats the same `@license` header. */
const LIT_MODULE = /\/node_modules\/(?:lit|lit-html|lit-element|@lit\/[\w-]+)\//;

/**
 * Takes the `@license` header out of each of Lit's modules, since {@link licenceBanner} states
 * it once for the whole file. The header's lines stay as empty lines, so the source maps stay
 * right.
 */
export function oneLicenceNotice(): Plugin {
  return {
    name: 'checkout-kit:one-licence-notice',
    transform(code, id) {
      if (!LIT_MODULE.test(id)) return null;
      const stripped = code.replace(/\/\*[\s*]*@license[^]*?\*\//g, (header) =>
        header.replace(/[^\n]/g, ''),
      );
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
