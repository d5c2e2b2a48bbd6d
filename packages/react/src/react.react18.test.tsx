// Bundled with React 18 in place of React (see `web-test-runner.config.js`).
import { describeWrappers } from './test/wrapper-suite.js';

describeWrappers('18');
