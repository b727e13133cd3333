import { type PGlite, parse, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { planChanged, statementName } from './prepared-statements';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Query = (text: string, params?: unknown[], options?: unknown) => Promise<Results>;

/**
 * PGlite's `query` parses and plans every statement again, and on the order pages planning is
 * most of a read (2.1 of 2.9 ms). This makes the engine's only session keep a named statement
 * for each text sent with parameters, as `prepared-statements.ts` does for PostgreSQL's pooled
 * connections: parsed and planned once, then bound and run. Statements without parameters
 * (migrations' scripts among them) go to PGlite as before. Only statements the code composes
 * arrive here, and lists whose length comes from data go as one array (`anyOf`), so their number
 * is bounded by the code's queries.
 */
export const withPreparedStatements = (pglite: PGlite): PGlite => {
  const { serialize } = protocol;
  const prepared = new Map<string, { name: string; paramTypes: number[] }>();
  const generations = new Map<string, number>();
  const send = (message: Uint8Array): Promise<BackendMessage[]> => pglite.execProtocolStream(message, { syncToFs: false });

  const prepare = async (text: string) => {
    const known = prepared.get(text);
    if (known) return known;
    const name = statementName(text, generations.get(text) ?? 0);
    // A statement that fails to parse is not kept; one that parses stays, whatever follows
    // (a failed run, a rolled-back transaction).
    await send(serialize.parse({ name, text }));
    const described = await send(serialize.describe({ type: 'S', name }));
    const paramTypes = described.flatMap((m) => ('dataTypeIDs' in m ? (m.dataTypeIDs as number[]) : []));
    const statement = { name, paramTypes };
    prepared.set(text, statement);
    return statement;
  };

  // Bound, described and run in one turn of the session, then Sync whatever happened: after an
  // error the engine skips to the Sync, as PostgreSQL does, and the session stays usable.
  const run = async (text: string, params: unknown[], inTransaction: boolean): Promise<Results> => {
    const messages: BackendMessage[] = [];
    try {
      const { name, paramTypes } = await prepare(text);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one type per parameter, as the statement was described
        const serializer = pglite.serializers[paramTypes[i]!];
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value of a type without a serializer is sent as text, as PGlite's own query sends it
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await send(serialize.bind({ statement: name, values }))));
      messages.push(...(await send(serialize.describe({ type: 'P' }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    if (!inTransaction) await pglite.syncToFs();
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one statement, one result
    return parse.parseResults(messages, pglite.parsers)[0]!;
  };

  // A statement whose tables changed shape is prepared again under a new name, once.
  const runOrReprepare = async (text: string, params: unknown[], inTransaction: boolean): Promise<Results> => {
    try {
      return await run(text, params, inTransaction);
    } catch (error) {
      if (!planChanged(error)) throw error;
      if (prepared.get(text)?.name === statementName(text, generations.get(text) ?? 0)) {
        generations.set(text, (generations.get(text) ?? 0) + 1);
        prepared.delete(text);
      }
      return run(text, params, inTransaction);
    }
  };

  // Kysely asks for rows as objects, PGlite's default; any other option goes to PGlite's own path.
  const withParams = (params: unknown[] | undefined, options: unknown): params is unknown[] =>
    Array.isArray(params) && params.length > 0 && (options === undefined || JSON.stringify(options) === '{"rowMode":"object"}');
  const original = pglite.query.bind(pglite) as Query;
  const originalTransaction = pglite.transaction.bind(pglite);

  return Object.assign(pglite, {
    query: ((text: string, params?: unknown[], options?: unknown) =>
      withParams(params, options)
        ? pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => runOrReprepare(text, params, false)))
        : original(text, params, options)) as PGlite['query'],
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      originalTransaction((tx) => {
        const txQuery = tx.query.bind(tx) as Query;
        const preparing = Object.create(tx, {
          query: {
            value: (text: string, params?: unknown[], options?: unknown) =>
              withParams(params, options) ? pglite._runExclusiveQuery(() => runOrReprepare(text, params, true)) : txQuery(text, params, options),
          },
        }) as Transaction;
        return callback(preparing);
      }),
  });
};
