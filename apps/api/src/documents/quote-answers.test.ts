// The end customer's answer belongs to the quote they saw, on both databases: a change to the offer
// voids it (the links, the offers tab, the trail and the public page say so, and the customer can
// answer anew), every write of an offer's content does so, a change that the quote does not show
// does not, and of two links of one offer answered at the same moment only one answer lives.
import { addDays, type PublicQuoteAnswer, publicQuoteAnswerSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);
const today = () => new Date().toISOString().slice(0, 10);

let valid: Awaited<ReturnType<typeof validArticles>>;
beforeAll(async () => {
  valid = await validArticles(ctx);
});

let keys = 0;
const idempotencyKey = () => ({ 'idempotency-key': `quote-answers-${Date.now()}-${++keys}` });

interface Offer {
  id: number;
  curtain: string;
}

/** An offer of demo-shop with one curtain, for Familie Jansen, valid for two weeks. */
async function newOffer(): Promise<Offer> {
  const created = await call('demo-shop', 'POST', '/api/orders/', {
    payload: { commission: 'Woonkamer Jansen' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const article = await call('demo-shop', 'POST', `/api/orders/${id}/articles/pleatcurtain/`, {
    payload: valid.pleatcurtain,
  });
  expect(article.statusCode, article.body).toBe(201);
  const offered = await call('demo-shop', 'POST', `/api/orders/${id}/offer/`, {
    payload: { end_customer_name: 'Familie Jansen', valid_until: addDays(today(), 14) },
  });
  expect(offered.statusCode, offered.body).toBe(200);
  return { id, curtain: article.json().order_number };
}

async function share(orderId: number): Promise<string> {
  const response = await call('demo-shop', 'POST', `/api/orders/${orderId}/share/`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url.split('/').pop();
}

const decide = (token: string, payload: { decision: string; reason?: string; version?: string }) =>
  ctx.app.inject({ method: 'POST', url: `/api/quotes/${token}/decision/`, payload });

async function view(token: string): Promise<PublicQuoteAnswer> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/quotes/${token}/` });
  expect(response.statusCode, response.body).toBe(200);
  return publicQuoteAnswerSchema.parse(response.json());
}

async function links(orderId: number) {
  const response = await call('demo-shop', 'GET', `/api/orders/${orderId}/share/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: number;
    state: string;
    decision: string | null;
    voided_at: string | null;
  }[];
}

async function trail(orderId: number): Promise<string[]> {
  const response = await call('demo-shop', 'GET', `/api/orders/${orderId}/events/`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const events = (Array.isArray(body) ? body : body.results) as { kind: string }[];
  // Oldest first, to read the story in order.
  return events.map((event) => event.kind).reverse();
}

async function offersTab(orderId: number) {
  const response = await call('demo-shop', 'GET', '/api/orders/?status=offered&limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.find((item: { id: number }) => item.id === orderId) as {
    end_customer_decision: string | null;
    end_customer_answer_voided: boolean;
  };
}

describe('an answer after which the offer changes', () => {
  it('is voided: the links, the offers tab, the trail and the page say so, and the customer answers anew', async () => {
    const offer = await newOffer();
    const token = await share(offer.id);
    const accepted = await decide(token, { decision: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'answered', answer_voided: false });
    const before = await view(token);

    const edited = await call(
      'demo-shop',
      'PUT',
      `/api/orders/${offer.id}/articles/pleatcurtain/${offer.curtain}/`,
      { payload: { ...valid.pleatcurtain, width: Number(valid.pleatcurtain.width) + 40 } },
    );
    expect(edited.statusCode, edited.body).toBe(200);

    const [link] = await links(offer.id);
    expect(link).toMatchObject({ state: 'open', decision: null });
    expect(link!.voided_at).not.toBeNull();
    expect(await offersTab(offer.id)).toMatchObject({
      end_customer_decision: null,
      end_customer_answer_voided: true,
    });
    const kinds = await trail(offer.id);
    expect(kinds.indexOf('quote_answer_voided')).toBeGreaterThan(kinds.indexOf('quote_accepted'));
    expect(kinds.indexOf('quote_accepted')).toBeGreaterThan(-1);

    const after = await view(token);
    expect(after).toMatchObject({ state: 'open', decision: null, answer_voided: true });
    // The page shows the changed quote, which is what the customer answers now.
    expect(after.gross).not.toBe(before.gross);

    const declined = await decide(token, { decision: 'declined', reason: 'Te duur nu' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      state: 'answered',
      decision: 'declined',
      decision_reason: 'Te duur nu',
      answer_voided: false,
    });
    expect(await offersTab(offer.id)).toMatchObject({
      end_customer_decision: 'declined',
      end_customer_answer_voided: false,
    });
    expect((await trail(offer.id)).at(-1)).toBe('quote_declined');
  });

  it('is voided by every write of the offer’s content: an article added, removed or duplicated, a renewal', async () => {
    /** A trackrail added before the answer: the one the removal takes away. */
    const addTrack = async (offer: Offer): Promise<string> => {
      const added = await call('demo-shop', 'POST', `/api/orders/${offer.id}/articles/trackrail/`, {
        payload: valid.trackrail,
      });
      expect(added.statusCode, added.body).toBe(201);
      return added.json().order_number;
    };
    const changes: {
      name: string;
      before?: (offer: Offer) => Promise<string>;
      change: (offer: Offer, track: string) => ReturnType<typeof call>;
    }[] = [
      {
        name: 'an article added',
        change: (offer) =>
          call('demo-shop', 'POST', `/api/orders/${offer.id}/articles/trackrail/`, {
            payload: valid.trackrail,
          }),
      },
      {
        name: 'an article removed',
        before: addTrack,
        change: (offer, track) =>
          call('demo-shop', 'DELETE', `/api/orders/${offer.id}/articles/trackrail/${track}/`),
      },
      {
        name: 'an article duplicated',
        change: (offer) =>
          call('demo-shop', 'POST', `/api/articles/${offer.curtain}/duplicate/`, {
            payload: {},
            headers: idempotencyKey(),
          }),
      },
      {
        name: 'the offer renewed',
        change: (offer) =>
          call('demo-shop', 'POST', `/api/orders/${offer.id}/offer/`, {
            payload: { end_customer_name: 'Familie de Vries', valid_until: addDays(today(), 20) },
          }),
      },
    ];
    for (const { name, before, change } of changes) {
      const offer = await newOffer();
      const track = before ? await before(offer) : '';
      const token = await share(offer.id);
      expect((await decide(token, { decision: 'accepted' })).statusCode, name).toBe(200);
      const response = await change(offer, track);
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
      expect(await view(token), name).toMatchObject({
        state: 'open',
        decision: null,
        answer_voided: true,
      });
      expect(await trail(offer.id), name).toContain('quote_answer_voided');
    }
  });

  it('holds through a change the quote does not show (the commission), and for another shop’s calls', async () => {
    const offer = await newOffer();
    const token = await share(offer.id);
    expect((await decide(token, { decision: 'accepted' })).statusCode).toBe(200);
    const patched = await call('demo-shop', 'PATCH', `/api/orders/${offer.id}/`, {
      payload: { commission: 'Woonkamer Jansen boven', memo: 'bellen na 17 uur' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // Another shop can neither change the offer nor read its answer.
    const foreign = await call(
      'demo-au',
      'PUT',
      `/api/orders/${offer.id}/articles/pleatcurtain/${offer.curtain}/`,
      { payload: { ...valid.pleatcurtain, width: Number(valid.pleatcurtain.width) + 40 } },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('demo-au', 'GET', `/api/orders/${offer.id}/share/`)).statusCode).toBe(404);
    expect(await view(token)).toMatchObject({
      state: 'answered',
      decision: 'accepted',
      answer_voided: false,
    });
    expect(await trail(offer.id)).not.toContain('quote_answer_voided');
  });
});

describe('an answer to the quote as the page showed it', () => {
  it('is refused once the offer changed since (quote_changed), recording nothing; the current quote takes it', async () => {
    const offer = await newOffer();
    const token = await share(offer.id);
    const shown = await view(token);
    // A change the quote does not show keeps its version.
    const patched = await call('demo-shop', 'PATCH', `/api/orders/${offer.id}/`, {
      payload: { memo: 'klant belt terug' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await view(token)).version).toBe(shown.version);

    const removed = await call(
      'demo-shop',
      'DELETE',
      `/api/orders/${offer.id}/articles/pleatcurtain/${offer.curtain}/`,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const stale = await decide(token, { decision: 'accepted', version: shown.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'quote_changed',
      detail: translate('en-au', 'errors:quote_changed'),
    });
    expect((await links(offer.id))[0]).toMatchObject({ decision: null, voided_at: null });
    expect(await trail(offer.id)).not.toContain('quote_accepted');

    const current = await view(token);
    expect(current.version).not.toBe(shown.version);
    expect(current.articles).toHaveLength(0);
    const answered = await decide(token, {
      decision: 'declined',
      reason: 'Zonder gordijn hoeft het niet',
      version: current.version,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ state: 'answered', decision: 'declined' });
    // A version longer than any the page is given is bad input.
    const other = await share(offer.id);
    expect(
      (await decide(other, { decision: 'accepted', version: 'x'.repeat(65) })).statusCode,
    ).toBe(400);
  });
});

describe('two links of one offer', () => {
  it('answered at the same moment carry one live answer, which both pages show', async () => {
    for (let round = 0; round < 5; round += 1) {
      const offer = await newOffer();
      const first = await share(offer.id);
      const second = await share(offer.id);
      const answers = await Promise.all([
        decide(first, { decision: 'accepted' }),
        decide(second, { decision: 'declined', reason: 'Wij kiezen een andere winkel' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const won = answers.find((answer) => answer.statusCode === 200)!.json().decision;
      expect((await links(offer.id)).filter((link) => link.decision !== null)).toHaveLength(1);
      for (const token of [first, second]) {
        expect(await view(token)).toMatchObject({ state: 'answered', decision: won });
      }
      const kinds = await trail(offer.id);
      expect(
        kinds.filter((kind) => kind === 'quote_accepted' || kind === 'quote_declined'),
      ).toEqual([won === 'accepted' ? 'quote_accepted' : 'quote_declined']);
    }
  });

  it('answer one at a time: the second link finds the offer answered (409)', async () => {
    const offer = await newOffer();
    const first = await share(offer.id);
    const second = await share(offer.id);
    expect((await decide(first, { decision: 'declined', reason: 'Te laat' })).statusCode).toBe(200);
    const late = await decide(second, { decision: 'accepted' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('conflict');
    expect(await view(second)).toMatchObject({ state: 'answered', decision: 'declined' });
  });
});
