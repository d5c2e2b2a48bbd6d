// @ts-check
/**
 * Web Test Runner: the React wrappers' browser tests, in the workspace's headless Chromium with
 * the elements' test set-up. `*.react18.test.tsx` files run on React 18 (`react-18`,
 * `react-dom-18`), the others on React 19.
 */
import { fileURLToPath } from 'node:url';
import { browserTestConfig } from '../elements/test/wtr/browser-test-config.js';
import { formReceiver } from '../elements/test/wtr/form-receiver.js';
import { paymentMethodsStandIn } from '../elements/test/wtr/payment-methods-stand-in.js';

const dependency = (name) => fileURLToPath(new URL(`node_modules/${name}`, import.meta.url));

export default browserTestConfig({
  files: [fileURLToPath(new URL('src/**/*.test.tsx', import.meta.url))],
  alias: (file) =>
    file.endsWith('.react18.test.tsx')
      ? { react: dependency('react-18'), 'react-dom': dependency('react-dom-18') }
      : undefined,
  middleware: [formReceiver, paymentMethodsStandIn],
});
