/**
 * Story-only helper for the `Bound` stories of the basic elements: renders a Surface record with
 * `<svc-surface>`, its live data model printed below, and optionally the action log beside it.
 */
import {html} from 'lit';
import '../../src/surface/surface.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {withActionLog} from './action-log.js';
import {withDataModel} from './data-model.js';

/** Parameters every `Bound` story shares: its surface is fixed, so the element controls are off. */
export const boundParameters = {controls: {disable: true}, layout: 'padded'};

/** The surface with its live data model; with `log`, also the action log beside them. */
export function renderBound(surface: SurfaceRecord, options: {log?: boolean} = {}) {
  const view = withDataModel(html`<svc-surface .surface=${surface}></svc-surface>`);
  return options.log ? withActionLog(view) : view;
}
