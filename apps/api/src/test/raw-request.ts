// A request whose path goes out byte for byte as written. `inject` reads its URL with the WHATWG
// parser, which folds `..`, `%2e%2e` and `\` away before the app sees them; a client on the wire
// sends them as they are. Needs the app listening on a port.
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app.js';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function rawRequest(
  app: App,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
