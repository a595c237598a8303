import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { plansCsv, plansCsvFileName } from './planCsv';
import type { PlanListItem } from './planList';

/** A minimal RFC 4180 reader, to check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps formulas from running', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every row with CRLF and reads back as written', () => {
    const rows = [
      ['a', 'b, c', 'd "e"'],
      ['line\nbreak', '', 'x'],
    ];
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });

  it('exports one row per flow', () => {
    const item: PlanListItem = {
      id: 'p',
      name: 'Loop, v2',
      description: '=cmd',
      status: 'active',
      jobType: 'customer-support',
      createdAt: '',
      stages: [
        { id: 's1', name: 'Screen', type: 'interview' },
        { id: 's2', name: 'Decision', type: 'decision' },
      ],
      jobs: [
        { id: 'j1', title: 'Agent' },
        { id: 'j2', title: 'Lead' },
      ],
      applicants: 5,
      favorite: false,
    };
    expect(parseCsv(plansCsv([item]))).toEqual([
      ['Name', 'Description', 'Status', 'Job type', 'Jobs', 'Applicants', 'Stages'],
      ['Loop, v2', "'=cmd", 'active', 'Customer Support', 'Agent; Lead', '5', 'Screen > Decision'],
    ]);
    expect(plansCsvFileName(new Date(2026, 4, 1))).toBe('interview-flows-2026-05-01.csv');
  });
});
