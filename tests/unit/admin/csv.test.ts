import { describe, expect, it } from 'vitest';
import { csvTextCell, toCsvRow } from '#server/admin/csv';
import { orderIdFromSearch, searchWordsOf } from '#server/http/list-query.schemas';

describe('CSV cells', () => {
  it('quotes commas, quotes, line breaks and edge spaces (RFC 4180)', () => {
    expect(csvTextCell('Oak Elementary')).toBe('Oak Elementary');
    expect(csvTextCell('Hopper, Grace')).toBe('"Hopper, Grace"');
    expect(csvTextCell('The "Best" School')).toBe('"The ""Best"" School"');
    expect(csvTextCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvTextCell(' padded ')).toBe('" padded "');
    expect(csvTextCell(null)).toBe('');
  });

  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])('writes %j as text, not a formula', (value) => {
    expect(csvTextCell(value).replace(/^"/, '').startsWith(`'`)).toBe(true);
  });

  it('ends rows with CRLF and writes numbers as they are', () => {
    expect(toCsvRow(['000001', 3, '=HYPERLINK("x")', null])).toBe(`000001,3,"'=HYPERLINK(""x"")",\r\n`);
  });
});

describe('list searches', () => {
  it('splits words and matches LIKE wildcards literally', () => {
    expect(searchWordsOf('jane  smith')).toEqual(['jane', 'smith']);
    expect(searchWordsOf('100%_off\\')).toEqual(['100\\%\\_off\\\\']);
    expect(searchWordsOf(undefined)).toEqual([]);
  });

  it('reads an order number as typed', () => {
    expect(orderIdFromSearch('#000123')).toBe(123);
    expect(orderIdFromSearch('000123')).toBe(123);
    expect(orderIdFromSearch('123')).toBe(123);
    expect(orderIdFromSearch('12a')).toBeNull();
    expect(orderIdFromSearch('99999999999')).toBeNull();
    expect(orderIdFromSearch('#0')).toBeNull();
  });
});
