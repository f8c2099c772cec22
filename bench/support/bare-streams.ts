// The live bench's reference (bench/live.ts): a bare Node HTTP server in a fresh process that
// answers every request with an event stream it holds open and never writes to again, so the
// memory one open stream costs Node itself is measured beside the portal's. Forked with an IPC
// channel and --expose-gc; answers `memory` as the live server does (support/live-server.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerCommand, ServerReport } from './live-server.js';

const held = new Set<http.ServerResponse>();
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  response.write(': connected\n\n');
  held.add(response);
  request.on('close', () => held.delete(response));
});
const send = (report: ServerReport) => process.send?.(report);

server.listen(0, '127.0.0.1', () => {
  send({
    type: 'listening',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});

process.on('message', async (command: ServerCommand) => {
  if (command.type === 'memory') {
    for (let i = 0; i < 3; i += 1) {
      globalThis.gc?.();
      await sleep(100);
    }
    send({ type: 'memory', memory: process.memoryUsage() });
  } else if (command.type === 'close') {
    for (const response of held) response.end();
    server.close();
    send({ type: 'closed' });
    process.disconnect();
  }
});
