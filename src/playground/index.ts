/** Tools for the people who build agents: `<svc-playground>`. */
export {SvcPlayground, MAX_INPUT} from './playground.js';
export {locatePointer, type TextRange} from '../model/json-text.js';
