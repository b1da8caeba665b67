import type {Catalog} from './messages.js';

const messages: Catalog = {};

export default messages;
