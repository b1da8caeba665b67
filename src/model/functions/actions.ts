/** openUrl: opens an http(s) or mailto URL through the host, nothing else. */
import {safeUrl} from '../url.js';
import type {FunctionImpl} from './registry.js';

/**
 * Opens `url` (or `uri`) through the scope's `open` when the URL parser reads it as an absolute
 * http, https or mailto URL; anything else is refused and reported. Returns undefined.
 */
export const openUrl: FunctionImpl = ({url, uri}, ctx) => {
  const raw = url ?? uri;
  const checked = safeUrl(raw);
  if (!checked) {
    ctx.report('only http, https and mailto URLs can be opened.');
    return undefined;
  }
  ctx.open(checked);
  return undefined;
};
