// Registers what every surface is made of, loaded eagerly with <svc-surface>: the layout
// containers and text. Every other element loads the first time a surface uses it
// (each catalog entry in src/catalog/variants.ts that is not `eager` has its loader), or up front
// with `@svc/surfaces/all`.
import './basic/card.js';
import './basic/column.js';
import './basic/row.js';
import './basic/text.js';
