// `npm run simulate [-- --once] [--base-url URL] [--interval seconds] [--seed n]`: plays both
// factories against a running portal through the integration API. The keys come from
// INTEGRATION_KEYS (`site=key,…`), the same setting the server reads to accept them.
import { parseArgs } from 'node:util';
import { parseConfiguredKeys } from '../config.js';
import { seededRandom, simulateStep } from './simulator.js';

const { values } = parseArgs({
  options: {
    once: { type: 'boolean', default: false },
    'base-url': { type: 'string' },
    interval: { type: 'string', default: '10' },
    seed: { type: 'string' },
    keys: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const keys = parseConfiguredKeys(values.keys ?? process.env.INTEGRATION_KEYS);
if (keys.length === 0) {
  console.error(
    'No keys: set INTEGRATION_KEYS=ateliergenemuiden=atk_…,atelierhelmond=atk_… for the server and the simulator (or pass --keys), or create keys with `npm run integration-key -- create <site>`.',
  );
  process.exit(2);
}
const baseUrl =
  values['base-url'] ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const seed = values.seed ? Number(values.seed) : values.once ? 1 : Date.now();
const options = {
  baseUrl,
  keys,
  random: seededRandom(seed),
  everyStepDue: values.once === true,
  log: values.quiet ? undefined : (line: string) => console.log(line),
};

try {
  if (values.once) {
    const report = await simulateStep(options);
    console.log(JSON.stringify(report));
  } else {
    const interval = Math.max(1, Number(values.interval)) * 1000;
    console.log(
      `Simulating ${keys.map((key) => key.site).join(' and ')} against ${baseUrl} every ${interval / 1000} s (Ctrl+C stops).`,
    );
    for (;;) {
      const report = await simulateStep(options);
      if (report.moved > 0)
        console.log(
          `moved ${report.moved} (${report.imported} newly imported), ${report.open} open`,
        );
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
