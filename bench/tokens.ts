// Session part of `npm run bench`: the cost of verifying an access token, which every
// authenticated request pays. Our HS256 check on node:crypto against jose's jwtVerify (WebCrypto),
// in the same run. Run alone with `node --import tsx bench/tokens.ts`.
import { performance } from 'node:perf_hooks';
import { jwtVerify } from 'jose';
import { createSigner, verifyHs256 } from '../apps/api/src/auth/tokens.js';

const SECRET = 'bench-secret-bench-secret-bench-secret';
const WARM_UP_MS = 300;
const MEASURE_MS = 1500;

async function perSecond(work: () => Promise<unknown> | unknown): Promise<number> {
  const until = (ms: number) => performance.now() + ms;
  let end = until(WARM_UP_MS);
  while (performance.now() < end) await work();
  let count = 0;
  const start = performance.now();
  end = start + MEASURE_MS;
  while (performance.now() < end) {
    await work();
    count += 1;
  }
  return count / ((performance.now() - start) / 1000);
}

export async function run() {
  const key = new TextEncoder().encode(SECRET);
  const token = await createSigner(SECRET).sign('access', {
    userId: 1,
    familyId: '0b6c3c8e-7f43-4d0c-9f7a-4a0e1d2b3c4d',
  });
  const now = Math.floor(Date.now() / 1000);
  const ours = await perSecond(() => verifyHs256(key, 'access', token, now));
  const jose = await perSecond(() =>
    jwtVerify(token, key, { algorithms: ['HS256'], audience: 'atelier', typ: 'access' }),
  );
  const result = {
    verify_per_second: Math.round(ours),
    jose_verify_per_second: Math.round(jose),
    microseconds_per_verify: Number((1e6 / ours).toFixed(1)),
    ratio_to_jose: Number((ours / jose).toFixed(1)),
  };
  console.table(result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
