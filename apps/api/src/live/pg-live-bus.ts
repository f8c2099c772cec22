// The live bus across API instances on one PostgreSQL database: `publish` sends each change with
// NOTIFY, and every instance (this one too) LISTENs on its own direct connection and tells its
// own streams. A notification is delivered only after the publishing statement commits, and only
// to sessions listening at that moment; a stream that was disconnected meanwhile reads the list
// again when it reopens. LISTEN needs a session of its own: not through a transaction pooler.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { LiveBus, LiveEvent } from './live-bus.js';

export const LIVE_CHANNEL = 'atelier_live';
const RECONNECT_MS = 2_000;

export interface PgLiveBus extends LiveBus {
  /** Resolves once this instance listens (tests wait for it). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function createPgLiveBus(
  connectionString: string,
  options: { channel?: string; log?: (message: string) => void } = {},
): PgLiveBus {
  const channel = options.channel ?? LIVE_CHANNEL;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // Publishing borrows a pooled connection; one is enough for NOTIFY.
  const sender = new pg.Pool({ connectionString, max: 2 });
  sender.on('error', (error) => options.log?.(`live bus: ${error.message}`));
  let listener: pg.Client | null = null;
  let closed = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const listen = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        emitter.emit('event', JSON.parse(message.payload) as LiveEvent);
      } catch {
        options.log?.('live bus: a notification that is not JSON was ignored');
      }
    });
    const retry = (error?: Error) => {
      if (listener === client) listener = null;
      client.removeAllListeners('error');
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (closed) return;
      options.log?.(`live bus: listening stopped${error ? ` (${error.message})` : ''}; retrying`);
      setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    client.on('error', retry);
    client.on('end', () => retry());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      listener = client;
      markReady();
    } catch (error) {
      retry(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void listen();

  return {
    ready,
    publish(events) {
      if (events.length === 0 || closed) return;
      // One statement, one notification per change (each well under NOTIFY's 8000-byte limit).
      const payloads = events.map((event) => JSON.stringify(event));
      sender
        .query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
          channel,
          payloads,
        ])
        .catch((error: Error) => options.log?.(`live bus: publish failed (${error.message})`));
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      client?.removeAllListeners('end');
      await Promise.all([client?.end().catch(() => undefined), sender.end()]);
    },
  };
}
