// Reads a CPU profile (`.cpuprofile`, as `CPU_PROFILE` in the ceiling bench writes them) and prints
// where its time went: self time per package or folder of the portal, then the costliest
// functions. Run: `node --import tsx bench/cpu-profile.ts <file> [functions, default 30]`.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code lives: a package, a folder of the portal, or Node's own. */
export function placeOf(url: string): string {
  if (url === '') return '(native or idle)';
  // The innermost package: a dependency installed inside another's folder is itself.
  const pkg = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1);
  if (pkg) return pkg[1] ?? url;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /\/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+\/src\/[^/]+)/.exec(url);
  return own?.[1] ?? url;
}

/** Self time in ms per key, from the profile's samples. */
export function selfTimes(profile: Profile, keyOf: (node: ProfileNode) => string) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    if (!node) return;
    const key = keyOf(node);
    times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...times.entries()].sort((a, b) => b[1] - a[1]);
}

function print(rows: [string, number][], total: number, count: number) {
  for (const [key, ms] of rows.slice(0, count)) {
    console.log(
      `${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${key}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, count = '30'] = process.argv.slice(2);
  if (!file) throw new Error('usage: bench/cpu-profile.ts <file.cpuprofile> [functions]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const idle = new Set(['(idle)', '(program)']);
  const busy = selfTimes(profile, (node) =>
    idle.has(node.callFrame.functionName) ? node.callFrame.functionName : 'busy',
  );
  const total = busy.reduce((sum, [key, ms]) => (key === 'busy' ? sum + ms : sum), 0);
  console.log(
    `${file}: ${total.toFixed(0)} ms busy (${busy.map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`).join(', ')})\n`,
  );
  console.log('Self time per place:');
  print(
    selfTimes(profile, (node) =>
      idle.has(node.callFrame.functionName)
        ? node.callFrame.functionName
        : placeOf(node.callFrame.url),
    ).filter(([key]) => !idle.has(key)),
    total,
    25,
  );
  console.log('\nCostliest functions (self time):');
  print(
    selfTimes(
      profile,
      ({ callFrame: { functionName, url, lineNumber } }) =>
        `${functionName || '(anonymous)'} ${url.replace(/^.*?(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}`,
    ).filter(([key]) => ![...idle].some((name) => key.startsWith(`${name} `))),
    total,
    Number(count),
  );
}
