// The content desk: downloads and videos per customer group, integration keys per production site,
// the mail log. Administrators only for content and keys; customer service reads the mail log and
// resends; every write audited; bad input answered with field messages.
import {
  createdIntegrationKeySchema,
  downloadPageSchema,
  LOCALES,
  mailLogMessageSchema,
  mailLogPageSchema,
  manageDownloadSchema,
  manageDownloadsSchema,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { outboxMessage } from '../db/schema/index.js';
import { afterAnswers, useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';

const ctx = useTestApp();
const call = caller(ctx);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const TITLES = {
  en: 'Care instructions',
  'en-au': 'Care instructions',
  nl: 'Onderhoudsvoorschriften',
  de: 'Pflegehinweise',
  fr: 'Conseils d’entretien',
  pl: 'Instrukcja pielęgnacji',
  lt: 'Priežiūros instrukcija',
};

/** A multipart body: fields in order (a name may repeat), then the file. */
function form(
  fields: [string, string][],
  file: { name: string; bytes: Buffer; type?: string } | null,
) {
  const boundary = '----atelier-content-boundary';
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const details = (
  category: string,
  titles: Record<string, string> = TITLES,
  language = 'nl',
): [string, string][] => [
  ['category', category],
  ['language', language],
  ...Object.entries(titles).map(([locale, text]): [string, string] => [`title.${locale}`, text]),
];

async function dealerDownloads(username: string, language = 'en') {
  const answer = await call(username, 'GET', '/api/downloads/', {
    headers: { 'accept-language': language },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return downloadPageSchema.parse(answer.json());
}

describe('downloads per customer group', () => {
  it('lists every group’s downloads for the administrator, filtered by group and section', async () => {
    const all = manageDownloadsSchema.parse(
      (await call('staff-admin', 'GET', '/api/manage/downloads/')).json(),
    );
    expect(new Set(all.map((row) => row.customer_group)).size).toBe(5);
    const polish = await call(
      'staff-admin',
      'GET',
      '/api/manage/downloads/?customer_group=Polish&category=videos',
    );
    const videos = manageDownloadsSchema.parse(polish.json());
    expect(videos.length).toBe(2);
    expect(videos.every((row) => row.customer_group === 'Polish')).toBe(true);
    expect(videos[0]!.captions).toEqual([...LOCALES].sort());
    expect(videos[0]!.title.pl).toBeTruthy();
    const bad = await call('staff-admin', 'GET', '/api/manage/downloads/?customer_group=Mars');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['customer_group']);
  });

  it('uploads a PDF for a group: it appears in that group’s dealer answer and not another’s, audited', async () => {
    const body = form([...details('forms'), ['customer_groups', 'Australian']], {
      name: 'care.pdf',
      bytes: PDF,
    });
    const answer = await call('staff-admin', 'POST', '/api/manage/downloads/', body);
    expect(answer.statusCode, answer.body).toBe(201);
    const [created] = manageDownloadsSchema.parse(answer.json());
    expect(created).toMatchObject({
      customer_group: 'Australian',
      category: 'forms',
      file_name: 'care.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      title: TITLES,
    });

    const au = await dealerDownloads('demo-au', 'de');
    const shown = au.results.find((row) => row.id === created!.id);
    expect(shown?.title).toBe('Pflegehinweise');
    const bytes = await call('demo-au', 'GET', shown!.file_url);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    const dutch = await dealerDownloads('demo-shop');
    expect(dutch.results.some((row) => row.id === created!.id)).toBe(false);
    expect((await call('demo-shop', 'GET', shown!.file_url)).statusCode).toBe(404);

    const [entry] = await auditEntriesOf(ctx, 'download.create', created!.id);
    expect(entry).toMatchObject({
      subject: 'download',
      staffUsername: 'staff-admin',
      before: null,
    });
    expect(entry!.after).toMatchObject({ customer_group: 'Australian', file_name: 'care.pdf' });
  });

  it('stores a copy for each group named', async () => {
    const body = form(
      [...details('general'), ['customer_groups', 'Polish'], ['customer_groups', 'Anwis']],
      { name: 'terms.pdf', bytes: PDF },
    );
    const answer = await call('staff-admin', 'POST', '/api/manage/downloads/', body);
    expect(answer.statusCode, answer.body).toBe(201);
    const rows = manageDownloadsSchema.parse(answer.json());
    expect(rows.map((row) => row.customer_group).sort()).toEqual(['Anwis', 'Polish']);
    const pl = await dealerDownloads('demo-pl');
    expect(pl.results.some((row) => rows.some((created) => created.id === row.id))).toBe(true);
  });

  it('refuses a file that is not a PDF, a missing language and a missing group, all at once', async () => {
    const { nl: _nl, ...withoutDutch } = TITLES;
    const body = form(details('forms', withoutDutch), {
      name: 'fake.pdf',
      bytes: Buffer.from('<html>not a pdf</html>'),
    });
    const answer = await call('staff-admin', 'POST', '/api/manage/downloads/', {
      ...body,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      'title.nl': [expect.any(String)],
      customer_groups: [expect.any(String)],
      file: ['Choose a PDF file: this file is not one'],
    });
    const missing = await call(
      'staff-admin',
      'POST',
      '/api/manage/downloads/',
      form([...details('forms'), ['customer_groups', 'Default']], null),
    );
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['file']);
    const blankForm = form(
      [...details('forms', { ...TITLES, lt: '  ' }), ['customer_groups', 'Default']],
      { name: 'x.pdf', bytes: PDF },
    );
    const blank = await call('staff-admin', 'POST', '/api/manage/downloads/', {
      ...blankForm,
      headers: { ...blankForm.headers, 'accept-language': 'en' },
    });
    // A blank title is a missing one, said as every required field says it.
    expect(blank.json()).toEqual({ 'title.lt': ['Required'] });
    // A video belongs in videos, a PDF does not.
    const video = await call(
      'staff-admin',
      'POST',
      '/api/manage/downloads/',
      form([...details('videos'), ['customer_groups', 'Default']], { name: 'x.pdf', bytes: PDF }),
    );
    expect(video.statusCode).toBe(400);
    expect(Object.keys(video.json())).toEqual(['file']);
    const json = await call('staff-admin', 'POST', '/api/manage/downloads/', { payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('replaces a download’s file and titles, and removes it; both audited', async () => {
    const [created] = (
      await call(
        'staff-admin',
        'POST',
        '/api/manage/downloads/',
        form([...details('promotion-materials'), ['customer_groups', 'Default']], {
          name: 'poster.pdf',
          bytes: PDF,
        }),
      )
    ).json();
    const newer = Buffer.concat([PDF, Buffer.from('% second edition\n')]);
    const replaced = await call(
      'staff-admin',
      'PUT',
      `/api/manage/downloads/${created.id}/`,
      form(details('promotion-materials', { ...TITLES, nl: 'Winkelposter 2027' }), {
        name: 'poster-2027.pdf',
        bytes: newer,
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(manageDownloadSchema.parse(replaced.json())).toMatchObject({
      file_name: 'poster-2027.pdf',
      size: newer.length,
      customer_group: 'Default',
    });
    const shop = await dealerDownloads('demo-shop', 'nl');
    expect(shop.results.find((row) => row.id === created.id)?.title).toBe('Winkelposter 2027');
    const [entry] = await auditEntriesOf(ctx, 'download.replace', created.id);
    expect(entry!.before).toMatchObject({ file_name: 'poster.pdf' });
    expect(entry!.after).toMatchObject({ file_name: 'poster-2027.pdf' });

    const removed = await call('staff-admin', 'DELETE', `/api/manage/downloads/${created.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await dealerDownloads('demo-shop')).results.some((r) => r.id === created.id)).toBe(
      false,
    );
    expect(await auditEntriesOf(ctx, 'download.remove', created.id)).toHaveLength(1);
    const again = await call('staff-admin', 'DELETE', `/api/manage/downloads/${created.id}/`);
    expect(again.statusCode).toBe(404);
  });

  it('uploads a video and its captions per language, refusing a caption file that is not WebVTT', async () => {
    const answer = await call(
      'staff-admin',
      'POST',
      '/api/manage/downloads/',
      form([...details('videos'), ['customer_groups', 'Polish']], {
        name: 'hanging.webm',
        bytes: WEBM,
        type: 'video/webm',
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const [video] = answer.json();
    expect(video.content_type).toBe('video/webm');
    const url = `/api/manage/downloads/${video.id}/captions/pl/`;
    const bad = await call('staff-admin', 'PUT', url, {
      payload: { text: '1\n00:00.000 --> 00:02.000\nBez nagłówka' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      text: ['Choose a WebVTT caption file (it starts with WEBVTT and has timed cues)'],
    });
    const broken = await call('staff-admin', 'PUT', url, {
      payload: { text: 'WEBVTT\n\n00:00 --> soon\nZepsute' },
    });
    expect(broken.statusCode).toBe(400);
    const vtt = 'WEBVTT\n\n1\n00:00.000 --> 00:02.000\nZawieś zasłonę na szynie.\n';
    const good = await call('staff-admin', 'PUT', url, { payload: { text: vtt } });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().captions).toEqual(['pl']);
    const pl = await dealerDownloads('demo-pl');
    const track = pl.results.find((row) => row.id === video.id)!.captions[0]!;
    expect((await call('demo-pl', 'GET', track.url)).body).toBe(vtt);
    expect(await auditEntriesOf(ctx, 'video.captions', video.id)).toHaveLength(1);
    const removed = await call('staff-admin', 'DELETE', url);
    expect(removed.json().captions).toEqual([]);
    // Captions belong to videos only.
    const documents = manageDownloadsSchema.parse(
      (await call('staff-admin', 'GET', '/api/manage/downloads/?category=general')).json(),
    );
    const onPdf = await call(
      'staff-admin',
      'PUT',
      `/api/manage/downloads/${documents[0]!.id}/captions/nl/`,
      { payload: { text: vtt } },
    );
    expect(onPdf.statusCode).toBe(404);
  });

  it('is the administrator’s alone', async () => {
    for (const username of ['staff-service', 'staff-planner', 'staff-driver']) {
      const answer = await call(username, 'GET', '/api/manage/downloads/');
      expect(answer.json().code, username).toBe('permission_denied');
    }
    const dealer = await call('demo-shop', 'GET', '/api/manage/downloads/');
    expect(dealer.json().code).toBe('staff_only');
  });
});

describe('integration keys per production site', () => {
  const pull = (key: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/integration/v1/articles/',
      headers: { authorization: `Bearer ${key}` },
    });

  it('creates a key shown once that works, lists it without its secret, and revokes it', async () => {
    const answer = await call('staff-admin', 'POST', '/api/manage/integration-keys/', {
      payload: { site: 'atelierhelmond', label: 'MES Helmond' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const created = createdIntegrationKeySchema.parse(answer.json());
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect((await pull(created.key)).statusCode).toBe(200);
    await afterAnswers(ctx);

    const list = await call('staff-admin', 'GET', '/api/manage/integration-keys/');
    const listed = list.json().find((key: { id: number }) => key.id === created.id);
    expect(listed).toMatchObject({
      site: 'atelierhelmond',
      label: 'MES Helmond',
      revoked_at: null,
    });
    expect(listed.last_used_at).not.toBeNull();
    expect(list.body).not.toContain(created.key);
    const [createEntry] = await auditEntriesOf(ctx, 'integrationKey.create', created.id);
    expect(JSON.stringify(createEntry)).not.toContain(created.key);

    const revoked = await call(
      'staff-admin',
      'POST',
      `/api/manage/integration-keys/${created.id}/revoke/`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    const refused = await pull(created.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('integration_key_invalid');
    const [entry] = await auditEntriesOf(ctx, 'integrationKey.revoke', created.id);
    expect(entry!.before).toMatchObject({ revoked_at: null });
    const twice = await call(
      'staff-admin',
      'POST',
      `/api/manage/integration-keys/${created.id}/revoke/`,
    );
    expect(twice.statusCode).toBe(409);
    expect(
      (await call('staff-admin', 'POST', '/api/manage/integration-keys/999999/revoke/')).statusCode,
    ).toBe(404);
  });

  it('refuses an unknown site with a field message, and everyone but the administrator', async () => {
    const bad = await call('staff-admin', 'POST', '/api/manage/integration-keys/', {
      payload: { site: 'mars', label: 'x'.repeat(81) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['label', 'site']);
    for (const username of ['staff-service', 'staff-planner', 'staff-driver']) {
      const answer = await call(username, 'POST', '/api/manage/integration-keys/', {
        payload: { site: 'atelierhelmond' },
      });
      expect(answer.json().code, username).toBe('permission_denied');
    }
  });
});

describe('the mail log', () => {
  async function seedMail() {
    await ctx.database.db.insert(outboxMessage).values([
      {
        recipient: 'shop@example.nl',
        subject: 'Uw retour is ontvangen',
        text: 'Beste klant',
        html: '<p>Beste klant</p><script>alert(1)</script>',
        kind: 'rma_update',
      },
      {
        recipient: 'pl@example.pl',
        subject: 'Reset hasła',
        text: 'Link',
        html: '<p>Link</p>',
        kind: 'password_reset',
      },
    ]);
  }

  it('lets customer service search, open and resend a message; the resend is audited', async () => {
    await seedMail();
    const search = await call('staff-service', 'GET', '/api/manage/mail/?q=RETOUR');
    expect(search.statusCode, search.body).toBe(200);
    const page = mailLogPageSchema.parse(search.json());
    expect(page.results.map((row) => row.to)).toEqual(['shop@example.nl']);
    const byKind = mailLogPageSchema.parse(
      (await call('staff-service', 'GET', '/api/manage/mail/?kind=password_reset')).json(),
    );
    expect(byKind.results.every((row) => row.kind === 'password_reset')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call('staff-service', 'GET', `/api/manage/mail/?from=${today}&to=${today}`);
    expect(dated.json().count).toBeGreaterThanOrEqual(2);
    expect(
      (await call('staff-service', 'GET', '/api/manage/mail/?to=2020-01-01')).json().count,
    ).toBe(0);
    // A search for % finds nothing special.
    expect((await call('staff-service', 'GET', '/api/manage/mail/?q=%25')).json().count).toBe(0);

    const id = page.results[0]!.id;
    const message = mailLogMessageSchema.parse(
      (await call('staff-service', 'GET', `/api/manage/mail/${id}/`)).json(),
    );
    expect(message.html).toContain('<p>Beste klant</p>');
    const before = (
      await call('staff-service', 'GET', '/api/manage/mail/?q=shop@example.nl')
    ).json().count;
    const resent = await call('staff-service', 'POST', `/api/manage/mail/${id}/resend/`);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toEqual({ resent_from: id, to: 'shop@example.nl' });
    const after = mailLogPageSchema.parse(
      (await call('staff-service', 'GET', '/api/manage/mail/?q=shop@example.nl')).json(),
    );
    expect(after.count).toBe(before + 1);
    expect(after.results[0]!.id).not.toBe(id);
    expect(after.results[0]!.subject).toBe('Uw retour is ontvangen');
    const [entry] = await auditEntriesOf(ctx, 'outboxMessage.resend', id);
    expect(entry).toMatchObject({ subject: 'outboxMessage', staffUsername: 'staff-service' });
    expect(
      (await call('staff-service', 'POST', '/api/manage/mail/999999/resend/')).statusCode,
    ).toBe(404);
  });

  it('refuses bad filters with field messages, other roles and dealers', async () => {
    const bad = await call('staff-admin', 'GET', '/api/manage/mail/?from=yesterday&page=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['from', 'page']);
    for (const username of ['staff-planner', 'staff-driver']) {
      const answer = await call(username, 'GET', '/api/manage/mail/');
      expect(answer.json().code, username).toBe('permission_denied');
    }
    expect((await call('demo-shop', 'POST', '/api/manage/mail/1/resend/')).json().code).toBe(
      'staff_only',
    );
  });
});
