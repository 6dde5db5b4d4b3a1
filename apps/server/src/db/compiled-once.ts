import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database';
import { directExecutor } from './sqlite-group-commit';

// Marks where each argument lands among a compiled query's parameters. No real value looks like it.
const MARK = '\u0000arg:';

interface Template {
  compiled: CompiledQuery;
  /** For each parameter: the index of the argument it takes, or the constant it always has. */
  slots: ({ arg: number } | { value: unknown })[];
}

/**
 * A query of fixed shape, built and compiled by Kysely once per database, then run with each
 * call's values. Building and compiling a query costs more than SQLite takes to run one of ours,
 * and the registration rush runs about fifteen per request.
 *
 * `build` must use every argument as a plain value (a parameter of the query), never to decide
 * the query's shape (`in` lists, optional clauses): the first call checks that each argument
 * reached the parameters, and throws otherwise.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  // One template per dialect: a transaction's handle shares its database's adapter.
  const templates = new WeakMap<object, Template>();
  return (db, ...args) => {
    const key = db.getExecutor().adapter;
    let template = templates.get(key);
    if (!template) {
      template = compile(db, build, args.length);
      templates.set(key, template);
    }
    const parameters = template.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    const direct = directExecutor(db);
    if (direct) return Promise.resolve(direct(template.compiled.sql, parameters) as QueryResult<R>);
    return db.executeQuery<R>({ ...template.compiled, parameters });
  };
}

function compile<A extends unknown[], R>(
  db: Db,
  build: (db: Db, ...args: A) => Compilable<R>,
  arity: number,
): Template {
  const marks = Array.from({ length: arity }, (_, i) => `${MARK}${i}`) as unknown as A;
  const compiled = build(db, ...marks).compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(MARK)
      ? { arg: Number(value.slice(MARK.length)) }
      : { value },
  );
  for (let i = 0; i < arity; i += 1) {
    if (!slots.some((slot) => 'arg' in slot && slot.arg === i))
      throw new Error(`compiledOnce: argument ${i} does not reach the query's parameters`);
  }
  return { compiled, slots };
}
