// Registers every element a surface can contain.
import './basic/text.js';
