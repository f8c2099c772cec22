// The built web app's assets go out compressed: the build writes .br and .gz beside each text
// asset, and the server picks the one the client accepts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { acceptedEncodings } from './built-assets.js';

describe('precompressed assets', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
  const script = `console.log(${JSON.stringify('Atelier '.repeat(500))});`;
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
  const asset = path.join(webRoot, 'assets', 'app-9f8e7d.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  const catalogue = 'export default {"title":"Bestellingen"};';
  mkdirSync(path.join(webRoot, 'assets', 'catalogues'));
  writeFileSync(path.join(webRoot, 'assets', 'catalogues', 'orders.nl.1a2b3c.js'), catalogue);
  writeFileSync(path.join(webRoot, 'assets', 'app-9f8e7d.css'), 'body{margin:0}');
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

    // A client that refuses brotli (q=0) gets gzip; one that refuses both, the file as written.
    expect((await fetchAsset('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await fetchAsset('br;q=0, gzip;q=0')).body).toBe(script);
    expect((await fetchAsset('*')).headers['content-encoding']).toBe('br');
  });

  it('serves the files of the folders below, by type, and answers HEAD without a body', async () => {
    const nested = await web.app.inject({ url: '/assets/catalogues/orders.nl.1a2b3c.js' });
    expect(nested.statusCode).toBe(200);
    expect(nested.body).toBe(catalogue);
    expect(nested.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const style = await web.app.inject({ url: '/assets/app-9f8e7d.css' });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    const head = await web.app.inject({ method: 'HEAD', url: '/assets/app-9f8e7d.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers a file the build did not write with a 404, not with the app’s page', async () => {
    // A stale page asking for a chunk of a former build learns that it is gone.
    for (const url of [
      '/assets/app-000000.js',
      '/assets/catalogues/',
      '/assets/app-9f8e7d.js.br',
    ]) {
      const missing = await web.app.inject({ url, headers: { 'accept-language': 'nl' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().code, url).toBe('not_found');
    }
  });

  it('reads Accept-Encoding by its weights, brotli before gzip when they tie', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('*;q=0.1, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=abc, GZIP')).toEqual(['gzip']);
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
