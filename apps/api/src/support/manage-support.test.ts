// Support as a conversation: the dealer's message opens a thread, staff answer from the inbox,
// the dealer reads and answers; unread per side, status rules, audit, mail, and who may see what.
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { outboxFor } from '../mail/mail.repository.js';
import { PUBLIC_URL, useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';

const ctx = useTestApp();
const call = caller(ctx);

async function open(username: string, subject: string, message: string) {
  const sent = await call(username, 'POST', '/api/support/messages/', {
    payload: { subject, message },
  });
  expect(sent.statusCode, sent.body).toBe(202);
  return sent.json().thread_id as number;
}

const unreadOf = async (username: string) =>
  (await call(username, 'GET', '/api/support/unread/')).json().unread as number;

describe('a support conversation', () => {
  it('goes both ways with unread marks, status changes, audit and a mail in the dealer’s language', async () => {
    const id = await open(
      'demo-shop',
      'Rails in antraciet',
      'Leveren jullie de rails ook in antraciet?',
    );
    const mine = await call('demo-shop', 'GET', '/api/support/threads/');
    expect(mine.json().results[0]).toMatchObject({
      id,
      subject: 'Rails in antraciet',
      status: 'open',
      opened_by: 'demo-shop',
      unread: false,
    });
    expect(await unreadOf('demo-shop')).toBe(0);

    // The inbox finds it by text, by debtor and by subject, and shows it unread to staff.
    for (const q of ['antraciet', 'De Linde', '100231']) {
      const found = await call(
        'staff-service',
        'GET',
        `/api/manage/support/threads/?q=${encodeURIComponent(q)}`,
      );
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().results.map((t: { id: number }) => t.id)).toContain(id);
    }
    const inbox = await call('staff-service', 'GET', '/api/manage/support/threads/?status=open');
    const listed = inbox.json().results.find((t: { id: number }) => t.id === id);
    expect(listed).toMatchObject({ unread: true, debtor_name: 'Woonwinkel De Linde' });
    const none = await call('staff-service', 'GET', '/api/manage/support/threads/?q=zzzzqqq');
    expect(none.json().count).toBe(0);

    // Staff read it (no longer unread), take it and answer: waiting on the dealer.
    const read = await call('staff-service', 'GET', `/api/manage/support/threads/${id}/`);
    expect(read.json().messages).toHaveLength(1);
    const again = await call('staff-service', 'GET', '/api/manage/support/threads/?status=open');
    expect(again.json().results.find((t: { id: number }) => t.id === id).unread).toBe(false);

    const me = (await call('staff-service', 'GET', '/api/manage/me/')).json();
    const assigned = await call('staff-service', 'PATCH', `/api/manage/support/threads/${id}/`, {
      payload: { assignee_id: me.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ assignee_id: me.id, assignee_name: 'staff-service' });
    const mineOnly = await call('staff-service', 'GET', '/api/manage/support/threads/?assignee=me');
    expect(mineOnly.json().results.map((t: { id: number }) => t.id)).toContain(id);
    const [assignEntry] = await auditEntriesOf(ctx, 'supportThread.assign', id);
    expect(assignEntry).toMatchObject({
      staffUsername: 'staff-service',
      after: { assignee_id: me.id },
    });

    const answered = await call(
      'staff-service',
      'POST',
      `/api/manage/support/threads/${id}/messages/`,
      {
        payload: { text: 'Ja, antraciet (RAL 7016) is leverbaar voor alle rails.' },
      },
    );
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().status).toBe('waiting');
    expect(answered.json().messages.map((m: { author: string }) => m.author)).toEqual([
      'dealer',
      'staff',
    ]);
    const [replyEntry] = await auditEntriesOf(ctx, 'supportThread.reply', id);
    expect(replyEntry).toMatchObject({ before: { status: 'open' }, after: { status: 'waiting' } });

    // The dealer's account gets a mail in its language (Dutch) with a link to the conversation.
    const [mail] = await outboxFor(ctx.database.db, 'shop@atelier.example');
    expect(mail?.kind).toBe('support_reply');
    expect(mail?.subject).toBe(
      translate('nl', 'support:replyMail.subject', { subject: 'Rails in antraciet' }),
    );
    expect(mail?.text).toContain(`${PUBLIC_URL}/account/help?thread=${id}`);
    expect(mail?.text).toContain('RAL 7016');

    // The dealer's badge counts it until the dealer opens the conversation.
    expect(await unreadOf('demo-shop')).toBe(1);
    const opened = await call('demo-shop', 'GET', `/api/support/threads/${id}/`);
    expect(opened.json().messages[1]).toMatchObject({
      author: 'staff',
      author_name: 'staff-service',
    });
    expect(await unreadOf('demo-shop')).toBe(0);

    // The dealer answers: back with support, unread for staff.
    const replied = await call('demo-shop', 'POST', `/api/support/threads/${id}/messages/`, {
      payload: { text: 'Dank je, dan bestellen we die.' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json().status).toBe('open');
    const after = await call('staff-service', 'GET', `/api/manage/support/threads/?q=antraciet`);
    expect(after.json().results[0]).toMatchObject({ id, unread: true, status: 'open' });

    // Staff close it; the same status again is refused by the domain's rule.
    const closed = await call('staff-admin', 'PATCH', `/api/manage/support/threads/${id}/`, {
      payload: { status: 'closed' },
    });
    expect(closed.json().status).toBe('closed');
    const twice = await call('staff-admin', 'PATCH', `/api/manage/support/threads/${id}/`, {
      payload: { status: 'closed' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('support_status_not_allowed');
    const [statusEntry] = await auditEntriesOf(ctx, 'supportThread.update', id);
    expect(statusEntry).toMatchObject({
      staffUsername: 'staff-admin',
      before: { status: 'open' },
      after: { status: 'closed' },
    });
  });

  it('keeps a shop’s conversations from every other shop', async () => {
    const id = await open('demo-au', 'Private question', 'Only our shop may read this message.');
    const other = await call('demo-shop', 'GET', `/api/support/threads/${id}/`);
    expect(other.statusCode).toBe(404);
    const reply = await call('demo-shop', 'POST', `/api/support/threads/${id}/messages/`, {
      payload: { text: 'Not mine' },
    });
    expect(reply.statusCode).toBe(404);
    const list = await call('demo-shop', 'GET', '/api/support/threads/?page_size=100');
    expect(list.json().results.map((t: { id: number }) => t.id)).not.toContain(id);
    expect((await call('demo-au', 'GET', `/api/support/threads/${id}/`)).statusCode).toBe(200);
  });

  it('refuses dealers and roles without the permission, and bad input with field messages', async () => {
    for (const [user, code] of [
      ['demo-shop', 'staff_only'],
      ['staff-planner', 'permission_denied'],
      ['staff-driver', 'permission_denied'],
    ] as const) {
      const answer = await call(user, 'GET', '/api/manage/support/threads/');
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe(code);
    }
    expect((await call('staff-service', 'GET', '/api/support/threads/')).json().code).toBe(
      'not_for_staff',
    );
    const id = await open('demo-shop', 'Tweede vraag', 'Hoe lang duurt een retour?');
    const empty = await call(
      'staff-service',
      'POST',
      `/api/manage/support/threads/${id}/messages/`,
      {
        payload: { text: '   ', status: 'later' },
      },
    );
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['status', 'text']);
    const nothing = await call('staff-service', 'PATCH', `/api/manage/support/threads/${id}/`, {
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect(Object.keys(nothing.json())).toEqual(['status']);
    const driver = (await call('staff-admin', 'GET', '/api/manage/staff/'))
      .json()
      .find((m: { username: string }) => m.username === 'staff-driver');
    const dealerId = 999_999;
    const stranger = await call('staff-service', 'PATCH', `/api/manage/support/threads/${id}/`, {
      payload: { assignee_id: dealerId },
    });
    expect(stranger.statusCode).toBe(400);
    expect(Object.keys(stranger.json())).toEqual(['assignee_id']);
    const toDriver = await call('staff-service', 'PATCH', `/api/manage/support/threads/${id}/`, {
      payload: { assignee_id: driver.id, status: 'waiting' },
    });
    expect(toDriver.statusCode, toDriver.body).toBe(200);
    const missing = await call('staff-service', 'GET', '/api/manage/support/threads/99999/');
    expect(missing.statusCode).toBe(404);
    const shortReply = await call('demo-shop', 'POST', `/api/support/threads/${id}/messages/`, {
      payload: { text: '' },
    });
    expect(shortReply.statusCode).toBe(400);
    expect(Object.keys(shortReply.json())).toEqual(['text']);
  });

  it('counts the inbox for the overview and starts with the seeded conversations', async () => {
    const summary = await call('staff-service', 'GET', '/api/manage/support/summary/');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().open).toBeGreaterThanOrEqual(2);
    const seeded = await call('staff-service', 'GET', '/api/manage/support/threads/?q=Prijslijst');
    expect(seeded.json().results[0]).toMatchObject({ status: 'open', unread: true });
    // The seeded answer to demo-debtor waits to be read.
    expect(await unreadOf('demo-debtor')).toBe(1);
  });
});
