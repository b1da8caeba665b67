import {expect} from '@open-wc/testing';
import {acceptsFile, checkBool, checkFile, checkMap} from '../../src/form-rules/other-rules.js';
import {formatBytes} from '../../src/form-rules/messages.js';

describe('forms: bool, map and file rules', () => {
  it('bool const', () => {
    expect(checkBool(true, {const: true})).to.equal(undefined);
    expect(checkBool(false, {const: true})).to.equal('Must be checked');
    expect(checkBool(true, {const: false})).to.equal('Must be left unchecked');
    expect(checkBool(false, undefined)).to.equal(undefined);
  });

  it('map isRequired', () => {
    expect(checkMap({}, {isRequired: true})).to.equal('Add at least one entry');
    expect(checkMap({team: 'infra'}, {isRequired: true})).to.equal(undefined);
    expect(checkMap({}, {})).to.equal(undefined);
  });

  it('map validateEmpty refuses empty keys and values', () => {
    expect(checkMap({'': 'x'}, {validateEmpty: true})).to.equal('Every entry needs a key');
    expect(checkMap({team: ''}, {validateEmpty: true})).to.equal('“team” needs a value');
    expect(checkMap({team: ''}, {})).to.equal(undefined);
  });

  it('accepted file types: extensions, MIME types, wildcards', () => {
    const pdf = {name: 'Report.PDF', size: 10, type: 'application/pdf'};
    const png = {name: 'x.png', size: 10, type: 'image/png'};
    expect(acceptsFile(pdf, ['.pdf'])).to.equal(true);
    expect(acceptsFile(pdf, ['application/pdf'])).to.equal(true);
    expect(acceptsFile(png, ['image/*'])).to.equal(true);
    expect(acceptsFile(png, ['.pdf', 'text/plain'])).to.equal(false);
    expect(acceptsFile(png, [])).to.equal(true);
  });

  it('file type and maximum size', () => {
    const field = {acceptedFileTypes: ['.csv'], maxFileSize: '1048576'};
    expect(checkFile({name: 'a.csv', size: 1048576, type: 'text/csv'}, field)).to.equal(undefined);
    expect(checkFile({name: 'a.csv', size: 1048577, type: 'text/csv'}, field)).to.equal(
      'The file must be at most 1 MB',
    );
    expect(checkFile({name: 'a.txt', size: 1, type: 'text/plain'}, field)).to.equal(
      'Choose a file of type .csv',
    );
  });

  it('sizes in words', () => {
    expect(formatBytes(1n)).to.equal('1 byte');
    expect(formatBytes(900n)).to.equal('900 bytes');
    expect(formatBytes(1536n)).to.equal('1.5 KB');
    expect(formatBytes(10n * 1024n * 1024n)).to.equal('10 MB');
  });
});
