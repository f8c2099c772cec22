// The built web app's assets go out compressed: the build writes .br and .gz beside each text
// asset, and the server picks the one the client accepts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

describe('precompressed assets', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
  const script = `console.log(${JSON.stringify('Atelier '.repeat(500))});`;
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
  const asset = path.join(webRoot, 'assets', 'app-9f8e7d.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  let web: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    web = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await web.app.close();
    await web.database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const fetchAsset = (acceptEncoding?: string) =>
    web.app.inject({
      method: 'GET',
      url: '/assets/app-9f8e7d.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli when the client accepts it, gzip when only that, and plain bytes otherwise', async () => {
    const brotli = await fetchAsset('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await fetchAsset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await fetchAsset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
  });
});

describe('the shared quote’s page', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
  let web: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    web = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await web.app.close();
    await web.database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('tells search engines not to index it; the other pages of the app say nothing of the kind', async () => {
    for (const url of [`/quote/${'E'.repeat(43)}`, `/quote/${'E'.repeat(43)}?lang=de`]) {
      const page = await web.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    for (const url of ['/orders', '/quotes-of-the-day', '/']) {
      const page = await web.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});
