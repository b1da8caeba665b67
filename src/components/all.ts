// Registers the twelve basic elements: what every surface needs, loaded eagerly.
import './basic/button.js';
import './basic/card.js';
import './basic/check-box.js';
import './basic/choice-picker.js';
import './basic/column.js';
import './basic/date-time-input.js';
import './basic/divider.js';
import './basic/progress-bar.js';
import './basic/row.js';
import './basic/slider.js';
import './basic/text-field.js';
import './basic/text.js';
