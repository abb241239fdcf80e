import { describe, expect, it } from 'vitest';
import { csvField, parseCsv } from '../../../../src/service/classify/csv.ts';

describe('parseCsv', () => {
  it('splits plain fields and rows, CRLF or LF, and skips blank lines', () => {
    expect(parseCsv('a,b,c\r\n1,,3\n\n4,5,6\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = 'x,"30 minutes, 3w or 1y",y\r\n"say ""hi""","two\r\nlines",""\r\n';
    expect(parseCsv(text)).toEqual([
      ['x', '30 minutes, 3w or 1y', 'y'],
      ['say "hi"', 'two\r\nlines', ''],
    ]);
  });

  it('reads a last row without a line end and ignores a byte-order mark', () => {
    expect(parseCsv('\ufeffname,n\r\nlast,"q"')).toEqual([
      ['name', 'n'],
      ['last', 'q'],
    ]);
  });

  it('keeps a quote in the middle of an unquoted field as text', () => {
    expect(parseCsv('5" screen,b')).toEqual([['5" screen', 'b']]);
  });

  it('throws on a quoted field left open (a truncated file)', () => {
    expect(() => parseCsv('a,"never closed\r\nb,c')).toThrow(/not closed/);
  });

  it('csvField quotes only what must be quoted, and parseCsv reads it back', () => {
    const values = ['plain', 'a, b', 'say "hi"', 'two\nlines', ''];
    expect(values.map(csvField)).toEqual(['plain', '"a, b"', '"say ""hi"""', '"two\nlines"', '']);
    expect(parseCsv(values.map(csvField).join(','))).toEqual([values]);
  });
});
