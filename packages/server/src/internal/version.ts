/** The npm name of this package, as it names itself to the gateway. */
export const PACKAGE_NAME = '@checkout-kit/server';

/** This package's version; a test keeps it equal to `package.json`. */
export const PACKAGE_VERSION = '0.1.0';

/**
 * The `User-Agent` the client sends: the package, its version and the runtime, e.g.
 * `checkout-kit-server/0.1.0 node/v20.19.0`. Nothing about the merchant or the key.
 */
export function userAgent(): string {
  const runtime = (globalThis as { process?: { version?: unknown } }).process?.version;
  const name = PACKAGE_NAME.replace(/^@/, '').replace('/', '-');
  return typeof runtime === 'string'
    ? `${name}/${PACKAGE_VERSION} node/${runtime}`
    : `${name}/${PACKAGE_VERSION}`;
}
