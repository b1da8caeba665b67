import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {
  escapeSegment,
  formatPointer,
  isIndexSegment,
  normalizePointer,
  parsePointer,
  resolvePath,
  unescapeSegment,
} from '../../src/model/index.js';

describe('model/pointer', () => {
  it('unescapes ~1 before ~0 (RFC 6901)', () => {
    expect(unescapeSegment('a~1b')).to.equal('a/b');
    expect(unescapeSegment('m~0n')).to.equal('m~n');
    expect(unescapeSegment('~01')).to.equal('~1');
    expect(escapeSegment('a/b~c')).to.equal('a~1b~0c');
  });

  it('splits pointers into unescaped segments', () => {
    expect(parsePointer('/a~1b/m~0n/0')).to.deep.equal(['a/b', 'm~n', '0']);
  });

  it('reads "" and "/" as the whole model and ignores a trailing or doubled slash', () => {
    expect(parsePointer('')).to.deep.equal([]);
    expect(parsePointer('/')).to.deep.equal([]);
    expect(parsePointer('/a/')).to.deep.equal(['a']);
    expect(parsePointer('/a//b')).to.deep.equal(['a', 'b']);
    expect(normalizePointer('')).to.equal('/');
    expect(normalizePointer('/a/b/')).to.equal('/a/b');
  });

  it('formats segments back to a canonical pointer', () => {
    expect(formatPointer([])).to.equal('/');
    expect(formatPointer(['a/b', '~'])).to.equal('/a~1b/~0');
  });

  it('resolves relative paths against a scope', () => {
    expect(resolvePath('name')).to.equal('/name');
    expect(resolvePath('name', '/items/2')).to.equal('/items/2/name');
    expect(resolvePath('./name', '/items/2')).to.equal('/items/2/name');
    expect(resolvePath('././name', '/items/2/')).to.equal('/items/2/name');
    expect(resolvePath('', '/items/2')).to.equal('/items/2');
    expect(resolvePath('.', '/items/2')).to.equal('/items/2');
    expect(resolvePath('a/b', 'items')).to.equal('/items/a/b');
  });

  it('ignores the scope for absolute paths', () => {
    expect(resolvePath('/x/y', '/items/2')).to.equal('/x/y');
    expect(resolvePath('/', '/items/2')).to.equal('/');
  });

  it('treats .. as a plain key', () => {
    expect(resolvePath('../x', '/a')).to.equal('/a/../x');
  });

  it('tolerates non-string input', () => {
    expect(resolvePath(3 as unknown as string, '/a')).to.equal('/a');
    expect(parsePointer(null as unknown as string)).to.deep.equal([]);
  });

  it('knows decimal array indexes', () => {
    expect(isIndexSegment('0')).to.equal(true);
    expect(isIndexSegment('12')).to.equal(true);
    expect(isIndexSegment('01')).to.equal(false);
    expect(isIndexSegment('-1')).to.equal(false);
    expect(isIndexSegment('-')).to.equal(false);
    expect(isIndexSegment('1e3')).to.equal(false);
  });

  it('normalizes any string to the pointer its segments format to, and is idempotent', () => {
    const pointer = fc
      .array(fc.constantFrom('/', '~', '0', '1', '2', 'a', 'é'), {maxLength: 12})
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(pointer, (p) => {
        const canonical = normalizePointer(p);
        expect(canonical).to.equal(formatPointer(parsePointer(p)));
        expect(normalizePointer(canonical)).to.equal(canonical);
        expect(parsePointer(canonical)).to.deep.equal(parsePointer(p));
      }),
    );
  });
});
