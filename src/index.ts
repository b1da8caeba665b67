// The public entry: importing it registers every element.
export * from './components/basic/text.js';
