import type { PGlite, parse as pgliteParse, protocol as pgliteProtocol } from '@electric-sql/pglite';
import { StatementNames, isStalePlan } from './statement-names.ts';

/** PGlite's protocol helpers, passed in: the module is imported at the first PGlite open (db.ts), not at start. */
type PgliteLibrary = { protocol: typeof pgliteProtocol; parse: typeof pgliteParse };

/**
 * PGlite's `query` sends every statement as six calls into PostgreSQL (Parse, Describe, Bind,
 * Describe, Execute, Sync, each a pass through its WASM), and PostgreSQL parses and analyses the text
 * each time: on the embedded server that per-statement cost is most of a payment's CPU (issue 36,
 * decision 060). A text sent a second time is prepared once under a name (`StatementNames`); later
 * runs send Bind, Describe, Execute and Sync in one call. Values are serialised and rows parsed by
 * PGlite's own serializers, parsers and `parseResults`, as its `query` does.
 */
export function preparedQuery(client: PGlite, { protocol, parse }: PgliteLibrary) {
  const names = new StatementNames();
  /** Each prepared statement's parameter types, as PostgreSQL inferred them: they pick the serializers. */
  const parameterTypes = new Map<string, number[]>();
  const { serialize } = protocol;

  async function prepare(name: string, text: string): Promise<number[]> {
    const described = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const types = parse.parseDescribeStatementResults(described.messages);
    parameterTypes.set(name, types);
    return types;
  }

  return async function query<T>(text: string, params: unknown[]): Promise<T[]> {
    const name = names.nameFor(text);
    if (!name) return (await client.query<T>(text, params)).rows;
    try {
      const types = parameterTypes.get(name) ?? (await prepare(name, text));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i]!];
        return serializer ? serializer(value) : (value as { toString(): string }).toString();
      });
      const { messages } = await client.execProtocol(
        concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      );
      return parse.parseResults(messages, client.parsers)[0]!.rows as T[];
    } catch (err) {
      // A statement that failed to prepare is prepared again under a new name (its name may exist or not).
      if (!parameterTypes.has(name) || isStalePlan(err)) names.renew(text);
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
