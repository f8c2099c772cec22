// A span per statement, on both databases (decision 094): PGlite and PostgreSQL are both reached
// through a node-postgres pool (client.ts), so each client the pool opens has its `query` wrapped.
// The span names the operation and its table, or the prepared statement's name
// (`SELECT load_principal`); never the statement's parameters, nor its text. Only while the active
// context records spans (an exporter is configured and a request or job is traced): otherwise the
// wrapper passes the call on after one look-up.
import { context, SpanKind } from '@opentelemetry/api';
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_SUMMARY,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type pg from 'pg';
import { recordFailure, recordingTracer } from '../telemetry/tracing.js';

export interface StatementShape {
  /** The statement's first word, upper case: `SELECT`, `INSERT`, `BEGIN` … */
  operation: string;
  /** The table it reads or writes first, when the text names one plainly. */
  table: string | null;
}

const TABLE_OF: Record<string, RegExp> = {
  SELECT: /\bfrom\s+"?([a-z_][\w$]*(?:"?\."?[a-z_][\w$]*)?)/i,
  INSERT: /^\s*insert\s+into\s+"?([a-z_][\w$]*(?:"?\."?[a-z_][\w$]*)?)/i,
  UPDATE: /^\s*update\s+"?([a-z_][\w$]*(?:"?\."?[a-z_][\w$]*)?)/i,
  DELETE: /^\s*delete\s+from\s+"?([a-z_][\w$]*(?:"?\."?[a-z_][\w$]*)?)/i,
};

/** Shapes of the statement texts seen (the same few hundred texts run again and again). */
const shapes = new Map<string, StatementShape>();
const SHAPES_KEPT = 2000;

/** What a statement does and to which table, from its text (parameters are never in it). */
export function shapeOf(text: string): StatementShape {
  const known = shapes.get(text);
  if (known) return known;
  const operation = (/^\s*([a-z]+)/i.exec(text)?.[1] ?? 'QUERY').toUpperCase();
  const table = TABLE_OF[operation]?.exec(text)?.[1]?.replace(/"/g, '') ?? null;
  const shape = { operation, table };
  if (shapes.size >= SHAPES_KEPT) shapes.clear();
  shapes.set(text, shape);
  return shape;
}

type Query = (...args: unknown[]) => unknown;

/**
 * `query` of `client` with a span around each statement. The client's own method is looked up at
 * each call, not kept: whoever wraps the driver's prototype later (the bench records statements
 * that way) still sees every statement.
 */
function tracedQuery(client: { query: Query }, engine: 'pglite' | 'postgres'): Query {
  const prototype = Object.getPrototypeOf(client) as { query: Query };
  const query: Query = function (this: unknown, ...args: unknown[]) {
    return prototype.query.apply(this, args);
  };
  return function traced(this: unknown, ...args: unknown[]) {
    const tracer = recordingTracer();
    const config = args[0] as string | { text?: string; name?: string; submit?: unknown } | null;
    // A cursor or stream (`submit`) reports its own end: not traced.
    if (!tracer || !config || (typeof config === 'object' && typeof config.submit === 'function'))
      return query.apply(this, args);
    const text = typeof config === 'string' ? config : (config.text ?? '');
    const name = typeof config === 'string' ? undefined : config.name;
    const { operation, table } = shapeOf(text);
    const summary = name ? `${operation} ${name}` : table ? `${operation} ${table}` : operation;
    const span = tracer.startSpan(summary, {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        'db.system': DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_SUMMARY]: summary,
        ...(table ? { [ATTR_DB_COLLECTION_NAME]: table } : {}),
        ...(name ? { 'atelier.db.statement_name': name } : {}),
        'atelier.db.engine': engine,
      },
    });
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (error) recordFailure(span, error);
        span.end();
        callback(error, result);
      };
      return query.apply(this, args);
    }
    let answer: unknown;
    try {
      answer = query.apply(this, args);
    } catch (error) {
      recordFailure(span, error);
      span.end();
      throw error;
    }
    if (answer instanceof Promise) {
      return answer.then(
        (result) => {
          span.end();
          return result;
        },
        (error: unknown) => {
          recordFailure(span, error);
          span.end();
          throw error;
        },
      );
    }
    span.end();
    return answer;
  };
}

/**
 * Traces the statements of every client `pool` opens from now on (call before its first query).
 * `pool.query` takes a client in a callback that may run in whichever request released one: the
 * callback is bound to the caller's context, so each statement's span has the right parent.
 */
export function traceStatements(pool: pg.Pool, engine: 'pglite' | 'postgres'): void {
  pool.on('connect', (client) => {
    const own = client as unknown as { query: Query };
    own.query = tracedQuery(own, engine);
  });
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (callback?: unknown) =>
    typeof callback === 'function' && recordingTracer()
      ? connect(context.bind(context.active(), callback as (...args: unknown[]) => unknown))
      : connect(callback);
}
