import { memoryGateStore } from './gate.store';
import { describeGateStore } from './gate.store-behaviour';

const store = memoryGateStore();
describeGateStore('memory', () => store);
