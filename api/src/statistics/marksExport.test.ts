import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/testApi.js';
import { buildFixtureSchool, type FixtureSchool } from './fixtureSchool.js';
import { csvCell, exportPageSize, marksColumns } from './marksExport.js';

describe('csvCell', () => {
  it('escapes what a spreadsheet would run as a formula, then quotes', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Ann')).toBe('Ann');
    expect(csvCell(45)).toBe('45');
    expect(csvCell(null)).toBe('');
  });
});

let api: TestApi;
let s: FixtureSchool;

beforeAll(async () => {
  api = await startTestApi({ seedDemo: false });
  s = await buildFixtureSchool(api);
});
afterAll(() => api?.stop());

const download = async (token: string | undefined, query = '') => {
  const res = await fetch(`${api.url}/api/v1/statistics/marks.csv${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
};

/** Splits CSV text into rows of cells (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('GET /statistics/marks.csv', () => {
  it('answers UTF-8 CSV with a BOM, as an attachment, one row per attempt', async () => {
    const { res, bytes, text } = await download(s.tokens.superAdmin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="marks-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([...marksColumns]);
    // Five assignments and one earlier attempt.
    expect(rows).toHaveLength(7);
    const ann = rows.filter((r) => r[0] === 'Ann');
    expect(ann).toEqual([
      [
        'Ann',
        'ann@school.test',
        'Alpha',
        'Chest pain',
        'Marked',
        '45',
        '40',
        '10',
        '5',
        '100',
        'Anamnesis built-in grader',
        '2026-11-03T09:00:00.000Z',
        '1',
      ],
      [
        'Ann',
        'ann@school.test',
        'Alpha',
        'Cough',
        'Marked',
        '20',
        '10',
        '0',
        '2',
        '32',
        `'=HYPERLINK("http://evil")`,
        '2026-11-06T10:00:00.000Z',
        '1',
      ],
      [
        'Ann',
        'ann@school.test',
        'Alpha',
        'Cough',
        'Marked',
        '27',
        '24',
        '10',
        '4',
        '65',
        'Anamnesis built-in grader',
        '2026-11-12T10:00:00.000Z',
        '2',
      ],
    ]);
    // Not marked: no marks. The formula-like name is escaped and quoted.
    expect(rows.find((r) => r[4] === 'Completed')).toEqual([
      'Cat',
      'cat@school.test',
      'Beta',
      'Cough',
      'Completed',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '1',
    ]);
    expect(text).toContain(`"'@Dan, ""the"" tester",dan@school.test,Alpha,Cough,Assigned,`);
  });

  it('has the same rights as the screen: an admin their assignments; students and anonymous refused', async () => {
    const own = parseCsv((await download(s.tokens.admin2)).text.slice(1));
    expect(own.slice(1).map((r) => `${r[0]}/${r[3]}/${r[12]}`)).toEqual(
      expect.arrayContaining(['Ann/Cough/1', 'Ann/Cough/2', '\'@Dan, "the" tester/Cough/1']),
    );
    expect(own).toHaveLength(4);
    expect((await download(s.tokens.ann)).res.status).toBe(403);
    expect((await download(undefined)).res.status).toBe(401);
  });

  it('takes the statistics filters and the table’s status and search', async () => {
    const marked = parseCsv(
      (await download(s.tokens.superAdmin, '?status=marked&search=chest')).text.slice(1),
    );
    expect(marked.slice(1).map((r) => r[0])).toEqual(['Ann', 'Ben']);
    const room = parseCsv((await download(s.tokens.superAdmin, `?roomIds=${s.rooms.beta.id}`)).text.slice(1));
    expect(room.slice(1).map((r) => r[0])).toEqual(['Cat']);
    const bad = await download(s.tokens.superAdmin, '?status=lost');
    expect(bad.res.status).toBe(400);
  });

  it('refuses a search with a NUL (400, before streaming) instead of a truncated 200', async () => {
    for (const search of ['%00', 'Ann%00', '%00Ann']) {
      const { res, text } = await download(s.tokens.superAdmin, `?search=${search}`);
      expect(res.status, search).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text).message).toBe('search cannot contain a NUL character.');
    }
    // Other odd characters are only text to look for.
    expect((await download(s.tokens.superAdmin, '?search=A%07nn')).res.status).toBe(200);
  });

  it('streams past one page of rows, every row once', async () => {
    const extra = exportPageSize + 20;
    const students = await api.db
      .insertInto('users')
      .values(
        Array.from({ length: extra }, (_, i) => ({
          name: `Zed ${String(i).padStart(4, '0')}`,
          username: `zed${i}`,
          email: `zed${i}@school.test`,
          password_hash: 'x',
        })),
      )
      .returning('id')
      .execute();
    await api.db
      .insertInto('assignments')
      .values(
        students.map((u) => ({
          student_id: u.id,
          patient_id: s.patients.cough.id,
          creator_id: s.users.admin1.id,
          conversation_log: '[]',
        })),
      )
      .execute();
    const rows = parseCsv(
      (await download(s.tokens.superAdmin, `?patientIds=${s.patients.cough.id}`)).text.slice(1),
    );
    const zeds = rows.filter((r) => r[0]?.startsWith('Zed '));
    expect(zeds).toHaveLength(extra);
    expect(new Set(zeds.map((r) => r[0])).size).toBe(extra);
  });
});
