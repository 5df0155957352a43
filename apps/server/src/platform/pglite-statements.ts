import type { PGlite, parse as pgliteParse, protocol as pgliteProtocol } from '@electric-sql/pglite';
import { StatementNames, isStalePlan } from './statement-names.ts';

/** PGlite's protocol helpers, passed in: the module is imported at the first PGlite open (db.ts), not at start. */
type PgliteLibrary = { protocol: typeof pgliteProtocol; parse: typeof pgliteParse };
type BackendMessage = Parameters<typeof pgliteParse.parseResults>[0][number];

/** A statement as prepared once: what each run needs to know of it. */
interface Prepared {
  /** As PostgreSQL inferred them: they pick the serializers. */
  parameterTypes: number[];
  /** Absent for a statement that returns no rows (NoData). */
  rowDescription: BackendMessage | undefined;
}

/**
 * PGlite's `query` sends every statement as six calls into PostgreSQL (Parse, Describe, Bind,
 * Describe, Execute, Sync, each a pass through its WASM), and PostgreSQL parses and analyses the text
 * each time: on the embedded server that per-statement cost is most of a payment's CPU (issue 36,
 * decision 060). A text sent a second time is prepared once under a name (`StatementNames`); later
 * runs send Bind, Execute and Sync in one call. Values are serialised and rows parsed by PGlite's own
 * serializers, parsers and `parseResults`, as its `query` does. The rows' description is the one the
 * statement's Describe gave when it was prepared (a portal's would be the same: results come as text),
 * so no run asks PostgreSQL to describe them again and none parses that description again; a statement
 * whose result type changes (a migration) fails as a stale plan and is prepared anew.
 */
export function preparedQuery(client: PGlite, { protocol, parse }: PgliteLibrary) {
  const names = new StatementNames();
  const statements = new Map<string, Prepared>();
  const { serialize } = protocol;

  async function prepare(name: string, text: string): Promise<Prepared> {
    const described = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const prepared = {
      parameterTypes: parse.parseDescribeStatementResults(described.messages),
      rowDescription: described.messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(name, prepared);
    return prepared;
  }

  return async function query<T>(text: string, params: unknown[]): Promise<T[]> {
    const name = names.nameFor(text);
    if (!name) return (await client.query<T>(text, params)).rows;
    try {
      const { parameterTypes, rowDescription } = statements.get(name) ?? (await prepare(name, text));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[parameterTypes[i]!];
        return serializer ? serializer(value) : (value as { toString(): string }).toString();
      });
      const { messages } = await client.execProtocol(
        concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
      );
      return parse.parseResults(rowDescription ? [rowDescription, ...messages] : messages, client.parsers)[0]!.rows as T[];
    } catch (err) {
      // A statement that failed to prepare is prepared again under a new name (its name may exist or not).
      if (!statements.has(name) || isStalePlan(err)) names.renew(text);
      // What PGlite's own query adds to its errors, for logs.
      throw Object.assign(err as object, { query: text, params });
    }
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
