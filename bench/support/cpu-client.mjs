// The load client of the CPU-per-request figure (issue 32, goal 3), in a process of its own so
// that the server process's CPU is the server's alone. It waits for a message naming a URL, sends
// that many requests over ten connections and answers how many completed.
import { createRequire } from 'node:module';

const autocannon = createRequire(import.meta.url)('autocannon');

process.on('message', async (message) => {
  if (message === 'stop') {
    process.disconnect();
    return;
  }
  const { url, headers, amount, connections } = message;
  const result = await autocannon({ url, headers, amount, connections });
  process.send?.({
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  });
});
process.send?.('ready');
