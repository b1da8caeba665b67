import '../src/tools/playground.js';
