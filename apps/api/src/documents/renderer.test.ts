// Documents made on the renderer's worker thread: the PDF comes back, a document that cannot be
// made fails with its reason without stopping the thread, and closing fails what is under way
// while the next document starts a thread anew.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { brandMarkSvg, DEMO_PRICE_LIST, groupBranding } from '@atelier/domain';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentArticle, DocumentInput } from './definitions.js';
import { DocumentRenderer, RENDER_NICENESS } from './renderer.js';

function article(position: number): DocumentArticle {
  return {
    position,
    orderNumber: String(2_000_000 + position),
    articleType: 'pleatcurtain',
    parameters: { ...EXAMPLE_CURTAIN, quantity: 1 },
    quantity: 1,
    fabricNames: {},
    cutList: null,
    price: null,
    drawing: null,
    acknowledgedWarnings: [],
  };
}

function input(commission: string, articles = 2): DocumentInput {
  const branding = groupBranding('Default');
  return {
    kind: 'orderlist',
    locale: 'en',
    unitSystem: 'metric',
    shown: { wholesale: true, sales: true },
    order: {
      id: 4712,
      commission,
      customerOrderNumber: '',
      memo: '',
      orderDate: '2026-11-20',
      plannedDate: null,
      employeeName: '',
      endCustomerName: '',
      endCustomerReference: '',
      offerValidUntil: null,
      currency: 'eur',
    },
    dealer: {
      name: 'Woonwinkel De Linde',
      address: 'Diezerstraat 41',
      postalcode: '8011 RD',
      city: 'Zwolle',
      country: 'NL',
      phone: '',
      email: '',
      deliveryDays: ['tuesday'],
      brand: branding.brand,
      brandMark: brandMarkSvg(branding),
    },
    articles: Array.from({ length: articles }, (_, index) => article(index + 1)),
    today: '2026-11-24',
  };
}

const text = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-raw', '-', '-'], { input: pdf }).toString();

describe('the document renderer', () => {
  const renderer = new DocumentRenderer();
  afterAll(() => renderer.close());

  it('makes the PDF on a thread of its own', async () => {
    const pdf = await renderer.render(input('Living room Jansen'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text(pdf)).toContain('Living room Jansen');
    expect(renderer.threadId).not.toBeNull();
    expect(renderer.threadId).not.toBe(threadId);
  });

  it.skipIf(process.platform !== 'linux')(
    'runs its thread at a lower priority than the process’s own',
    async () => {
      await renderer.render(input('Niceness'));
      // Field 19 of a thread's stat (after its name) is its niceness.
      const niceness = (task: string) =>
        Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);
      const threads = readdirSync('/proc/self/task').map(niceness);
      expect(threads).toContain(RENDER_NICENESS);
      expect(niceness(String(process.pid))).toBe(0);
    },
  );

  it('draws the articles it is given drawings for, and those only', async () => {
    const forms = { ...input('Drawn', 2), kind: 'orderforms' as const };
    const spec = {
      articleType: 'pleatcurtain' as const,
      parameters: { ...EXAMPLE_CURTAIN },
      cutList: null,
      defaults: DEMO_PRICE_LIST.defaults,
      locale: 'en' as const,
      unitSystem: 'metric' as const,
      uid: 'a0',
    };
    const drawnOnce = text(await renderer.render(forms, [spec, null]));
    expect(drawnOnce.match(/Drawing/g)).toHaveLength(1);
    expect(text(await renderer.render(forms))).not.toContain('Drawing');
  });

  it('fails a document it cannot make with the reason, and makes the next', async () => {
    const broken = { ...input('Broken'), order: undefined } as unknown as DocumentInput;
    await expect(renderer.render(broken)).rejects.toThrow(/commission|undefined/);
    expect(text(await renderer.render(input('After the broken one')))).toContain(
      'After the broken one',
    );
  });

  it('fails what is under way when closed, and starts anew for the next document', async () => {
    const first = renderer.threadId;
    const underWay = expect(renderer.render(input('Under way', 40))).rejects.toThrow('closed');
    await renderer.close();
    await underWay;
    expect(text(await renderer.render(input('A new thread')))).toContain('A new thread');
    expect(renderer.threadId).not.toBe(first);
  });
});
