import { describe, expect, it } from 'vitest';
import {
  rmaAcceptBodySchema,
  rmaAskBodySchema,
  rmaRefuseBodySchema,
  rmaResolveBodySchema,
} from './manage-returns.js';
import { RMA_STATES, rmaAcceptsPhotos } from './rma.js';
import {
  RMA_EVENT_OF,
  RMA_TRANSITIONS,
  rmaAwaitsDesk,
  rmaDealerActions,
  rmaDeskActions,
  rmaTransition,
} from './rma-desk.js';

describe('the returns desk', () => {
  it('decides on a new or an answered return, and on nothing else', () => {
    for (const state of ['confirmed', 'answered'] as const) {
      expect(rmaDeskActions(state), state).toEqual(['accept', 'refuse', 'ask']);
      expect(rmaAwaitsDesk(state)).toBe(true);
    }
    for (const state of ['information_requested', 'rejected', 'resolved'] as const) {
      expect(rmaDeskActions(state), state).toEqual([]);
      expect(rmaAwaitsDesk(state)).toBe(false);
    }
  });

  it('books an accepted return in and resolves it, received or not; then it is closed', () => {
    expect(rmaDeskActions('accepted')).toEqual(['receive', 'resolve']);
    expect(rmaDeskActions('received')).toEqual(['resolve']);
    expect(rmaAwaitsDesk('accepted')).toBe(false);
    expect(rmaAwaitsDesk('received')).toBe(false);
    expect(rmaTransition('accepted', 'receive')).toEqual({ ok: true, to: 'received' });
    expect(rmaTransition('received', 'resolve')).toEqual({ ok: true, to: 'resolved' });
    expect(rmaTransition('accepted', 'resolve')).toEqual({ ok: true, to: 'resolved' });
    for (const state of ['confirmed', 'answered', 'information_requested', 'rejected'] as const) {
      expect(rmaTransition(state, 'receive').ok, state).toBe(false);
      expect(rmaTransition(state, 'resolve').ok, state).toBe(false);
    }
    expect(rmaTransition('received', 'receive').ok).toBe(false);
    expect(rmaTransition('received', 'accept').ok).toBe(false);
    expect(rmaTransition('resolved', 'resolve').ok).toBe(false);
    expect(RMA_EVENT_OF.receive).toBe('received');
    expect(RMA_EVENT_OF.resolve).toBe('resolved');
  });

  it('lets the dealer answer only an open question', () => {
    for (const state of RMA_STATES) {
      expect(rmaDealerActions(state), state).toEqual(
        state === 'information_requested' ? ['answer'] : [],
      );
    }
  });

  it('leads each action to its state and refuses the rest with a code', () => {
    expect(rmaTransition('confirmed', 'accept')).toEqual({ ok: true, to: 'accepted' });
    expect(rmaTransition('answered', 'refuse')).toEqual({ ok: true, to: 'rejected' });
    expect(rmaTransition('confirmed', 'ask')).toEqual({ ok: true, to: 'information_requested' });
    expect(rmaTransition('information_requested', 'answer')).toEqual({ ok: true, to: 'answered' });
    expect(rmaTransition('accepted', 'refuse')).toEqual({ ok: false, code: 'rma_action_refused' });
    expect(rmaTransition('information_requested', 'accept').ok).toBe(false);
    expect(rmaTransition('confirmed', 'answer').ok).toBe(false);
  });

  it('never leads a return back to a decision once decided, nor out of resolved or rejected', () => {
    for (const [action, { to }] of Object.entries(RMA_TRANSITIONS)) {
      if (action === 'answer') continue;
      for (const decision of ['accept', 'refuse', 'ask'] as const) {
        expect(rmaDeskActions(to), action).not.toContain(decision);
      }
    }
    expect(rmaDeskActions('resolved')).toEqual([]);
    expect(rmaDeskActions('rejected')).toEqual([]);
  });

  it('takes photos while the desk or the dealer still has to act', () => {
    expect(rmaAcceptsPhotos('confirmed')).toBe(true);
    expect(rmaAcceptsPhotos('information_requested')).toBe(true);
    expect(rmaAcceptsPhotos('accepted')).toBe(false);
  });
});

describe('the desk’s bodies', () => {
  it('takes a resolution of the list', () => {
    expect(rmaAcceptBodySchema.parse({ resolution: 'remake' })).toEqual({
      resolution: 'remake',
      note: '',
    });
    expect(rmaAcceptBodySchema.safeParse({ resolution: 'refund' }).error?.issues[0]?.message).toBe(
      'invalid_choice',
    );
  });

  it('needs the desk’s words when the reason is `other`', () => {
    expect(rmaRefuseBodySchema.safeParse({ reason: 'normal_wear' }).success).toBe(true);
    const other = rmaRefuseBodySchema.safeParse({ reason: 'other', note: '  ' });
    expect(other.error?.issues[0]).toMatchObject({ path: ['note'], message: 'required' });
  });

  it('needs a question of a few words', () => {
    expect(rmaAskBodySchema.safeParse({ question: '' }).error?.issues[0]?.message).toBe('required');
    expect(rmaAskBodySchema.safeParse({ question: 'Hoe?' }).error?.issues[0]?.message).toBe('min');
  });
});

describe('closing a return', () => {
  it('needs the desk’s words of what was done', () => {
    expect(rmaResolveBodySchema.safeParse({ note: '' }).error?.issues[0]?.message).toBe('required');
    expect(rmaResolveBodySchema.parse({ note: ' Repaired, sent back. ' })).toEqual({
      note: 'Repaired, sent back.',
    });
    expect(rmaResolveBodySchema.safeParse({ note: 'Done.', extra: 1 }).success).toBe(false);
  });
});
