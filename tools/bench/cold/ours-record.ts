// Cold start, ours, a REST record: a host page that imports the lazy root entry
// (`import '@svc/surfaces'`) and sets the record it has in hand on a <svc-surface>.
import '../../../src/index.js';
import type {SvcSurface} from '../../../src/surface/surface.js';
import fixture from 'bench-fixture';
import {finish} from './finish.js';

const recordAt = performance.now();
const el = document.createElement('svc-surface') as SvcSurface;
el.surface = (fixture as {surfaces: SvcSurface['surface'][]}).surfaces[0];
document.body.append(el);
void finish(
  recordAt,
  customElements.whenDefined('svc-surface').then(() => el.rendered),
);
