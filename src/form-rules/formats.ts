/**
 * The well-known string formats of the service's rules (email, hostname, ip, ipv4, ipv6, uri,
 * uriRef, address, uuid). Written without backtracking-prone regular expressions: every check is
 * linear in the input.
 */

const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, at most 253 long. */
export function isHostname(value: string): boolean {
  const host = value.endsWith('.') ? value.slice(0, -1) : value;
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split('.');
  if (!labels.every((label) => LABEL.test(label))) return false;
  // The last label (the top-level domain) is never all digits: that would be an IP address.
  return !/^\d+$/.test(labels[labels.length - 1]);
}

const EMAIL_LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;

/** An email address `local@host` (the WHATWG form-validation shape, no display name). */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.length > 254) return false;
  const local = value.slice(0, at);
  const host = value.slice(at + 1);
  return EMAIL_LOCAL.test(local) && host.split('.').every((label) => LABEL.test(label));
}

const OCTET = /^(?:0|[1-9]\d{0,2})$/;

/** Dotted-decimal IPv4, four octets 0–255 without leading zeros. */
export function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => OCTET.test(p) && Number(p) <= 255);
}

const HEXTET = /^[0-9A-Fa-f]{1,4}$/;

/** IPv6 in text form: eight hex groups, `::` shortening, an IPv4 tail, an optional `%zone`. */
export function isIpv6(value: string): boolean {
  let text = value;
  const zone = text.indexOf('%');
  if (zone >= 0) {
    if (zone === text.length - 1) return false;
    text = text.slice(0, zone);
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const all = [...head, ...tail];
  let count = all.length;
  const last = all[all.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (!isIpv4(last)) return false;
    all.pop();
    count += 1; // an IPv4 tail takes two groups
  }
  if (!all.every((g) => HEXTET.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

export function isIp(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}

/** A host name or an IP address. */
export function isAddress(value: string): boolean {
  return isHostname(value) || isIp(value);
}

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Characters RFC 3986 allows in a URI outside percent-escapes. */
const URI_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** A URI reference (RFC 3986): absolute or relative, only allowed characters, valid escapes. */
export function isUriRef(value: string): boolean {
  if (!URI_CHARS.test(value) || BAD_ESCAPE.test(value)) return false;
  // At most one `#`; brackets only in the authority of an IPv6 literal.
  if (value.indexOf('#') !== value.lastIndexOf('#')) return false;
  const hasScheme = SCHEME.test(value);
  // A relative reference cannot have a colon in its first path segment.
  if (!hasScheme) {
    const firstSegment = value.split(/[/?#]/, 1)[0];
    if (firstSegment.includes(':')) return false;
  }
  // Square brackets only around an IPv6 literal host, after `//`.
  const open = value.indexOf('[');
  const close = value.indexOf(']');
  if (open >= 0 || close >= 0) {
    const authority = value.indexOf('//');
    if (authority < 0 || open < authority || close < open) return false;
    if (value.indexOf('[', open + 1) >= 0 || value.indexOf(']', close + 1) >= 0) return false;
    if (!isIpv6(value.slice(open + 1, close))) return false;
  }
  return true;
}

/** An absolute URI (RFC 3986): a scheme, then a valid reference. */
export function isUri(value: string): boolean {
  return SCHEME.test(value) && isUriRef(value);
}
