import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementNames } from '../../src/platform/statement-names.ts';
import { openTestDb, type TestDb } from '../support/test-db.ts';

// Statements sent again run as prepared statements (decision 060): the answers must be the ones an
// unprepared statement gives, on PGlite and on PostgreSQL (TEST_DB=postgres).
describe('statements sent again', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
    await t.db.query(`CREATE TABLE prepared_probe (id int PRIMARY KEY, at timestamptz, doc jsonb, note text, amount bigint)`);
  });
  afterAll(() => t.dispose());

  it('give the same rows, types and nulls on every run, in and out of a transaction', async () => {
    const insert = `INSERT INTO prepared_probe (id, at, doc, note, amount) VALUES ($1, $2, $3, $4, $5) RETURNING *`;
    const at = new Date('2026-01-02T03:04:05.678Z');
    const rows = [];
    for (let id = 1; id <= 3; id++)
      rows.push(...(await t.db.query(insert, [id, at, JSON.stringify({ id }), id === 2 ? null : `n${id}`, 5_000_000_000])));
    rows.push(...(await t.db.tx((q) => q.query(insert, [4, at, JSON.stringify({ id: 4 }), 'n4', 7]))));
    expect(rows).toEqual(
      [1, 2, 3, 4].map((id) => ({ id, at, doc: { id }, note: id === 2 ? null : `n${id}`, amount: id === 4 ? 7 : 5_000_000_000 })),
    );
    const read = `SELECT id FROM prepared_probe WHERE id = ANY($1::int[]) ORDER BY id`;
    for (let i = 0; i < 3; i++) expect(await t.db.query(read, [[1, 3]])).toEqual([{ id: 1 }, { id: 3 }]);
  });

  // On PostgreSQL the rows are built by pg, whose empty row we patch to a plain object (decision 081):
  // a column named as one of Object.prototype's own names is still a column, __proto__ included.
  it("give columns named after Object.prototype's names as the row's own properties, wide rows whole", async () => {
    const odd = `SELECT 1 AS "__proto__", 2 AS "constructor", 'x' AS "toString", 3 AS "hasOwnProperty", $1::int AS id`;
    const wide = `SELECT ${Array.from({ length: 30 }, (_, i) => `${i} + $1::int AS c${i}`).join(', ')}`;
    for (let run = 0; run < 3; run++) {
      const [row] = await t.db.query<Record<string, unknown>>(odd, [run]);
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(Object.keys(row!)).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'id']);
      expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
      expect([row!.constructor, row!.toString, row!.hasOwnProperty, row!.id]).toEqual([2, 'x', 3, run]);
      const [wideRow] = await t.db.query<Record<string, number>>(wide, [run]);
      expect(wideRow).toEqual(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`c${i}`, i + run])));
    }
  });

  it("fail with PostgreSQL's code, and the failure does not stick to the statement", async () => {
    const insert = `INSERT INTO prepared_probe (id) VALUES ($1)`;
    await t.db.query(insert, [10]);
    await t.db.query(insert, [11]);
    await expect(t.db.query(insert, [10])).rejects.toMatchObject({ code: '23505' });
    await expect(t.db.tx((q) => q.query(insert, [11]))).rejects.toMatchObject({ code: '23505' });
    await t.db.query(insert, [12]);
    expect(await t.db.query(`SELECT count(*) AS n FROM prepared_probe WHERE id >= 10`)).toEqual([{ n: 3 }]);
  });

  it('see a column added after they were prepared, at the latest on the run after the one that fails', async () => {
    const read = `SELECT * FROM prepared_probe WHERE id = $1`;
    await t.db.query(read, [1]);
    await t.db.query(read, [1]);
    await t.db.query(`ALTER TABLE prepared_probe ADD COLUMN extra int DEFAULT 9`);
    // The connection that prepared it fails once ("cached plan must not change result type").
    const first = await t.db.query<{ extra?: number }>(read, [1]).catch((err: { code?: string }) => err);
    if (!Array.isArray(first)) expect(first.code).toBe('0A000');
    const [row] = await t.db.query<{ extra: number }>(read, [1]);
    expect(row!.extra).toBe(9);
  });
});

describe('StatementNames', () => {
  it('names a text the second time it is sent, keeps the name, and names no more texts than its capacity', () => {
    const names = new StatementNames(2);
    expect(names.nameFor('a')).toBeUndefined();
    const a = names.nameFor('a');
    expect(a).toBeDefined();
    expect(names.nameFor('a')).toBe(a);
    names.renew('a');
    expect(names.nameFor('a')).not.toBe(a);
    names.nameFor('b');
    expect(names.nameFor('b')).toBeDefined();
    names.nameFor('c');
    expect(names.nameFor('c')).toBeUndefined();
  });

  it("does not let texts sent once (a first start's migrations) keep a hot text from its name", () => {
    const names = new StatementNames(3);
    for (const once of ['m1', 'm2', 'm3', 'm4', 'm5']) names.nameFor(once);
    names.nameFor('hot');
    expect(names.nameFor('hot')).toBeDefined();
  });
});
