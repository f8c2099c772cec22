// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of
// dist/, so the server sends them with the matching Content-Encoding without compressing on each
// request (@fastify/static `preCompressed`). Files that do not shrink are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
const SMALLEST = 1024;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist).filter((name) => TEXT.test(name))) {
  const bytes = readFileSync(file);
  if (bytes.length < SMALLEST) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  raw += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  count += 1;
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`Precompressed ${count} assets: ${kib(raw)} → ${kib(brotli)} brotli.`);
