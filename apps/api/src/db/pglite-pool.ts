// The embedded database behind the same driver as PostgreSQL: a node-postgres pool of one
// connection whose "socket" is PGlite. So both databases run the same Drizzle driver, the same
// statement names (a named statement is parsed and planned once, then only bound and executed),
// the same parameter and type handling, and a transaction holds the one connection while it runs.
//
// Every statement is kept parsed on PGlite (`StatementCache`): Drizzle names only the few
// statements built with `.prepare(name)`, and in PGlite's WebAssembly build parsing and planning
// cost more than running the small statements of a request. The first time a text is sent it is
// parsed under a name of its own; afterwards it is only bound and executed, and PostgreSQL's plan
// cache decides, as for any prepared statement, whether to keep a generic plan.
//
// Each statement is one call into PGlite: node-postgres writes Parse, Bind, Describe, Execute and
// Sync while its stream is corked, and the connection sends them to PGlite as one message when it
// is uncorked. PGlite's own `query` makes six calls into the database per statement (Parse,
// Describe statement, Bind, Describe portal, Execute, Sync), each with a fixed cost.
import { EventEmitter } from 'node:events';
import { type PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';

const { serialize } = protocol;

/** Names under which statement texts are kept parsed; the least recently used are closed. */
const STATEMENTS_KEPT = 500;
const PREFIX = 'atelier_kept_';
/** SQLSTATE of "cached plan must not change result type". */
const PLAN_CHANGED = '0A000';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

class StatementCache {
  readonly #names = new Map<string, string>();
  #next = 0;

  /** The name `text` is parsed under, marked as just used. */
  use(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined) {
      this.#names.delete(text);
      this.#names.set(text, name);
    }
    return name;
  }

  newName(): string {
    this.#next += 1;
    return `${PREFIX}${this.#next}`;
  }

  /** Stops keeping `text` (its plan no longer fits); the caller closes its name. */
  forget(text: string) {
    this.#names.delete(text);
  }

  /** Records a parsed statement; answers the name of one to close when too many are kept. */
  add(text: string, name: string): string | undefined {
    this.#names.set(text, name);
    if (this.#names.size <= STATEMENTS_KEPT) return undefined;
    const [oldest] = this.#names;
    if (!oldest) return undefined;
    this.#names.delete(oldest[0]);
    return oldest[1];
  }
}

/** The part of node-postgres' Connection that its Client uses for queries, on PGlite. */
class PgliteConnection extends EventEmitter {
  readonly #pglite: PGlite;
  #queue: Promise<void>;
  /** Messages written while the stream is corked, sent together when it is uncorked. */
  #corked: Uint8Array[] | undefined;
  #emitMessage = false;
  readonly #statements = new StatementCache();
  /** The kept statement the next Bind runs (set by the Parse node-postgres writes before it). */
  #boundTo: string | undefined;
  /** A statement parsed in the batch being written: kept once PGlite answers ParseComplete. */
  #parsing: { text: string; name: string } | undefined;
  /** A kept statement the batch being written runs again (its Parse was left out). */
  #reusing: { text: string; name: string } | undefined;
  /** Kept statements to close with the next batch (least recently used beyond the limit). */
  #closing: string[] = [];

  // node-postgres keeps the statements it named here, per connection: PGlite keeps them too.
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  // Checked by Client.end(), which skips connection.end() without it.
  _connecting = false;

  readonly stream = {
    cork: () => {
      this.#corked ??= [];
    },
    uncork: () => {
      const parts = this.#corked;
      this.#corked = undefined;
      if (parts && parts.length > 0) this.#sendNow(concat(parts));
    },
    destroy: () => this.end(),
  };

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
    this.on('newListener', (eventName) => {
      if (eventName === 'message') this.#emitMessage = true;
    });
  }

  #send(message: Uint8Array) {
    if (this.#corked) this.#corked.push(message);
    else this.#sendNow(message);
  }

  #sendNow(message: Uint8Array) {
    const parsing = this.#parsing;
    const reusing = this.#reusing;
    this.#parsing = undefined;
    this.#reusing = undefined;
    this.#queue = this.#queue
      .then(() => this.#pglite.execProtocolStream(message, { throwOnError: false }))
      .then((messages) => (reusing ? this.#replanned(reusing, message, messages) : messages))
      .then((messages) => {
        if (parsing && messages.some((received) => received.name === 'parseComplete')) {
          const evicted = this.#statements.add(parsing.text, parsing.name);
          if (evicted) this.#closing.push(evicted);
        }
        for (const received of messages) {
          if (this.#emitMessage) this.emit('message', received);
          // node-postgres expects an ErrorResponse as 'errorMessage'.
          this.emit(received.name === 'error' ? 'errorMessage' : received.name, received);
        }
      })
      .catch((error) => {
        this.emit('error', error);
      });
  }

  /**
   * A kept statement whose tables changed shape since it was parsed fails with "cached plan must
   * not change result type", where PostgreSQL would simply plan the unnamed statement the driver
   * sent. Outside a transaction nothing ran, so it is parsed again under its name and the batch
   * is run again; inside one the transaction is already failed, so the error stands (as it would
   * for a named statement on PostgreSQL) and the text is parsed afresh next time.
   */
  async #replanned(
    reused: { text: string; name: string },
    message: Uint8Array,
    messages: BackendMessage[],
  ): Promise<BackendMessage[]> {
    const failure = messages.find((received) => received.name === 'error');
    if (!failure || (failure as { code?: string }).code !== PLAN_CHANGED) return messages;
    const ready = messages.find((received) => received.name === 'readyForQuery');
    if ((ready as { status?: string } | undefined)?.status !== 'I') {
      this.#statements.forget(reused.text);
      this.#closing.push(reused.name);
      return messages;
    }
    const again = await this.#pglite.execProtocolStream(
      concat([
        serialize.close({ type: 'S', name: reused.name }),
        serialize.parse({ text: reused.text, name: reused.name }),
        message,
      ]),
      { throwOnError: false },
    );
    // The driver sent no Close or Parse for this batch: their answers are not passed on.
    const [closed, parsed, ...answers] = again;
    if (closed?.name !== 'closeComplete' || parsed?.name !== 'parseComplete') return again;
    return answers;
  }

  async connect() {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }
  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.#send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    // node-postgres passes the query's type parsers as `types` too (its serializer skips what is
    // not an array of type ids; PGlite's would throw).
    const types = Array.isArray(query.types) && query.types.length > 0 ? query.types : undefined;
    if (query.name || types || !this.#corked) {
      // Named by the caller (node-postgres keeps those itself), typed, or outside a batch.
      this.#send(serialize.parse({ ...query, types }));
      return;
    }
    for (const name of this.#closing.splice(0)) this.#send(serialize.close({ type: 'S', name }));
    const kept = this.#statements.use(query.text);
    if (kept) {
      this.#boundTo = kept;
      this.#reusing = { text: query.text, name: kept };
      return;
    }
    const name = this.#statements.newName();
    this.#parsing = { text: query.text, name };
    this.#boundTo = name;
    this.#send(serialize.parse({ text: query.text, name }));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    const statement = config?.statement || this.#boundTo;
    this.#boundTo = undefined;
    this.#send(serialize.bind({ ...config, statement }));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.#send(serialize.execute(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]) {
    this.#send(serialize.describe(message));
  }
  close(message: Parameters<typeof serialize.close>[0]) {
    this.#send(serialize.close(message));
  }
  flush() {
    this.#send(serialize.flush());
  }
  sync() {
    this.#boundTo = undefined;
    this.#send(serialize.sync());
  }
  sendCopyFail(message: string) {
    this.#send(serialize.copyFail(message));
  }

  end() {
    // Like a socket closing: the client waits for 'end'. PGlite itself stays open (its owner
    // closes it); the pool's next client connects again through this same object, so the
    // ended client's listeners are dropped.
    this.#queue = this.#queue.then(() => {
      this.emit('end');
    });
    for (const name of this.eventNames()) {
      if (name !== 'newListener') this.removeAllListeners(name);
    }
    this.#emitMessage = false;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  let length = 0;
  for (const part of parts) length += part.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** A node-postgres pool of one connection on `pglite` (which its caller opens and closes). */
export function pglitePool(pglite: PGlite): pg.Pool {
  const connection = new PgliteConnection(pglite);
  return new pg.Pool({
    // node-postgres takes a Connection-like object in `connection`; its types do not list it.
    ...({ connection } as object),
    // PGlite is one connection: a second client would share its session (and its transaction).
    max: 1,
    // The connection is never idle-closed: reconnecting would only lose the named statements.
    idleTimeoutMillis: 0,
  });
}
