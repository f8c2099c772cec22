// Makes the instruction videos the seed ships (apps/api/media/*.webm): short VP8 clips
// drawn on a canvas and recorded by Chromium's MediaRecorder, so no video tool is needed. The
// pictures carry no words; the captions (WebVTT, in the seed) speak the viewer's language.
// Run: node scripts/make-videos.mjs  (needs Chromium: CHROMIUM_PATH or /usr/bin/chromium)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps', 'api', 'media');
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH');

/** Runs in the page: draws scene `name` for `seconds` and answers the recording as base64. */
async function record({ name, seconds }) {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const brand = '#b6735c';
  const ink = '#2b2b2b';
  const arrow = (x1, y1, x2, y2) => {
    g.beginPath();
    g.moveTo(x1, y1);
    g.lineTo(x2, y2);
    g.stroke();
    for (const [x, y, dx, dy] of [
      [x1, y1, x2 - x1, y2 - y1],
      [x2, y2, x1 - x2, y1 - y2],
    ]) {
      const length = Math.hypot(dx, dy) || 1;
      const ux = dx / length;
      const uy = dy / length;
      g.beginPath();
      g.moveTo(x, y);
      g.lineTo(x + ux * 12 - uy * 7, y + uy * 12 + ux * 7);
      g.lineTo(x + ux * 12 + uy * 7, y + uy * 12 - ux * 7);
      g.closePath();
      g.fill();
    }
  };
  const scenes = {
    // A window; the width is measured, then the drop, then the rail above it.
    measure(t) {
      g.fillStyle = '#f6f1ee';
      g.fillRect(0, 0, 640, 360);
      g.fillStyle = '#dfe9f2';
      g.fillRect(200, 90, 240, 200);
      g.strokeStyle = ink;
      g.lineWidth = 6;
      g.strokeRect(200, 90, 240, 200);
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(320, 90);
      g.lineTo(320, 290);
      g.stroke();
      g.strokeStyle = brand;
      g.fillStyle = brand;
      g.lineWidth = 4;
      const width = Math.min(1, t / 2.5);
      if (t > 0.3) arrow(170, 60, 170 + 300 * width, 60);
      const drop = Math.min(1, Math.max(0, (t - 3) / 2.5));
      if (t > 3.2) arrow(500, 60, 500, 60 + 260 * drop);
      if (t > 5.8) {
        g.fillStyle = ink;
        g.fillRect(160, 48, 320, 8);
        g.fillStyle = brand;
        for (let x = 170; x < 470; x += 24) g.fillRect(x, 56, 6, 10);
      }
    },
    // The order steps: product, fabric, sizes, check, save - one lights up after another.
    order(t) {
      g.fillStyle = '#f6f1ee';
      g.fillRect(0, 0, 640, 360);
      const step = Math.min(4, Math.floor(t / 1.6));
      for (let i = 0; i < 5; i += 1) {
        const x = 40 + i * 120;
        g.fillStyle = i <= step ? brand : '#d9cfca';
        g.beginPath();
        g.arc(x + 40, 150, 34, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = '#ffffff';
        g.font = 'bold 30px sans-serif';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillText(String(i + 1), x + 40, 151);
        if (i < 4) {
          g.fillStyle = i < step ? brand : '#d9cfca';
          g.fillRect(x + 78, 146, 44, 8);
        }
      }
      // A curtain that closes as the steps advance.
      const closed = Math.min(1, t / 8);
      g.fillStyle = ink;
      g.fillRect(120, 235, 400, 6);
      g.fillStyle = brand;
      for (const side of [0, 1]) {
        const w = 40 + 150 * closed;
        const x = side === 0 ? 124 : 516 - w;
        for (let f = 0; f < 6; f += 1) {
          g.globalAlpha = f % 2 ? 0.75 : 1;
          g.fillRect(x + (f * w) / 6, 241, w / 6 + 1, 100);
        }
        g.globalAlpha = 1;
      }
    },
  };
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 250_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  const start = performance.now();
  recorder.start(1000);
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      scenes[name](t);
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const profile = mkdtempSync(path.join(tmpdir(), 'atelier-videos-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  mkdirSync(out, { recursive: true });
  for (const [name, seconds] of [
    ['measure', 8],
    ['order', 8],
  ]) {
    const base64 = await page.evaluate(record, { name, seconds });
    const file = path.join(out, `${name}.webm`);
    writeFileSync(file, Buffer.from(base64, 'base64'));
    console.log(`${file}: ${Buffer.from(base64, 'base64').length} bytes`);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
