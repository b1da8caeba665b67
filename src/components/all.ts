// Registers the basic elements nearly every surface needs, loaded eagerly with <svc-surface>:
// layout, text, button, text field and check box. The rest load on first use (lazy-elements.ts).
import './basic/button.js';
import './basic/card.js';
import './basic/check-box.js';
import './basic/column.js';
import './basic/divider.js';
import './basic/row.js';
import './basic/text-field.js';
import './basic/text.js';
