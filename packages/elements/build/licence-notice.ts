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
