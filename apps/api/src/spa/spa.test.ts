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

describe('per-route preloads', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
  const index =
    '<!doctype html><html><head><title>Atelier</title>' +
    '<script type="module" crossorigin src="/assets/index-a1.js"></script></head><body></body></html>';
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, 'index.html'), index);
  writeFileSync(
    path.join(webRoot, '.vite', 'route-preloads.json'),
    JSON.stringify({
      routes: [
        {
          path: '/account/dashboard',
          scripts: ['/assets/index-a1.js', '/assets/dashboard-page-b2.js'],
          styles: ['/assets/mantine-c3.css'],
        },
        { path: '/account/customer-fabrics/add', scripts: ['/assets/add-d4.js'], styles: [] },
        {
          path: '/account/customer-fabrics/:fabricUuid/',
          scripts: ['/assets/edit-e5.js'],
          styles: [],
        },
        { path: '/account/documents/:orderId?', scripts: ['/assets/documents-f6.js'], styles: [] },
      ],
    }),
  );
  let web: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    web = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await web.app.close();
    await web.database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await web.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    return response.body;
  };
  const preloads = (html: string) =>
    [
      ...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)"[^>]* href="([^"]+)">/g),
    ].map(([, href]) => href);

  it("announces the page's own scripts and stylesheets in the HTML of its path, once each", async () => {
    const dashboard = await page('/account/dashboard?tab=open');
    expect(preloads(dashboard)).toEqual(['/assets/dashboard-page-b2.js', '/assets/mantine-c3.css']);
    expect(dashboard.match(/index-a1\.js/g)).toHaveLength(1);
    expect(preloads(await page('/account/dashboard/'))).toEqual(preloads(dashboard));
  });

  it('matches parameters and prefers a static segment to a parameter, as the router does', async () => {
    expect(preloads(await page('/account/customer-fabrics/add'))).toEqual(['/assets/add-d4.js']);
    expect(preloads(await page('/account/customer-fabrics/7c1e/'))).toEqual(['/assets/edit-e5.js']);
    expect(preloads(await page('/account/documents'))).toEqual(['/assets/documents-f6.js']);
    expect(preloads(await page('/account/documents/4711'))).toEqual(['/assets/documents-f6.js']);
  });

  it('answers index.html unchanged for a path no page claims', async () => {
    for (const url of ['/login', '/account', '/account/nothing-here', '/account/documents/1/2']) {
      expect(await page(url)).toBe(index);
    }
  });
});
