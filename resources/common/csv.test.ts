import { describe, expect, it } from 'vitest';

import { csvCell } from './csv';

describe('csvCell', () => {
  it('prefixes text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell('+92 300 1234567')).toBe("'+92 300 1234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves numbers, ordinary text and empty values as they are, and quotes as before', () => {
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(2500)).toBe('2500');
    expect(csvCell('LabHub Diagnostics')).toBe('LabHub Diagnostics');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a semicolon or a tab, so a spreadsheet splitting on them sees no cell starting with a formula', () => {
    expect(csvCell('Lab;=HYPERLINK("http://evil.example")')).toBe(`"Lab;=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('Lab\t=1+1')).toBe(`"Lab\t=1+1"`);
    expect(csvCell('Lab; Lahore')).toBe('"Lab; Lahore"');
  });
});
