/** Names v1.0 requires to be Unicode identifiers: component ids, extension keys, catalog names. */

/** A Unicode identifier (UAX #31): an XID_Start or `_`, then XID_Continue characters. */
export function isIdentifier(name: string): boolean {
  return /^[\p{XID_Start}_][\p{XID_Continue}]*$/u.test(name);
}
