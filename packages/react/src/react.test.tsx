import { describeWrappers } from './test/wrapper-suite.js';

describeWrappers('19');
