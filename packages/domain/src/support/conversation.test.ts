import { describe, expect, it } from 'vitest';
import {
  conversationToContinue,
  statusAfterReply,
  supportStatusAllowed,
  supportThreadUnread,
} from './conversation.js';

describe('a support conversation', () => {
  it('hands the thread to support on a dealer reply, to the dealer on a staff reply', () => {
    expect(statusAfterReply('dealer')).toBe('open');
    expect(statusAfterReply('dealer', 'closed')).toBe('open');
    expect(statusAfterReply('staff')).toBe('waiting');
    expect(statusAfterReply('staff', null)).toBe('waiting');
    expect(statusAfterReply('staff', 'closed')).toBe('closed');
    expect(statusAfterReply('staff', 'open')).toBe('open');
  });

  it('lets staff set any other status and a dealer only close', () => {
    expect(supportStatusAllowed('staff', 'open', 'closed')).toBe(true);
    expect(supportStatusAllowed('staff', 'closed', 'open')).toBe(true);
    expect(supportStatusAllowed('staff', 'waiting', 'open')).toBe(true);
    expect(supportStatusAllowed('staff', 'open', 'open')).toBe(false);
    expect(supportStatusAllowed('dealer', 'waiting', 'closed')).toBe(true);
    expect(supportStatusAllowed('dealer', 'closed', 'open')).toBe(false);
    expect(supportStatusAllowed('dealer', 'open', 'waiting')).toBe(false);
    expect(supportStatusAllowed('dealer', 'closed', 'closed')).toBe(false);
  });

  it('is unread while the other side wrote after this side last read', () => {
    expect(supportThreadUnread({ lastFromOtherAt: null, readAt: null })).toBe(false);
    expect(supportThreadUnread({ lastFromOtherAt: '2026-11-20T10:00:00Z', readAt: null })).toBe(
      true,
    );
    expect(
      supportThreadUnread({
        lastFromOtherAt: '2026-11-20T10:00:00Z',
        readAt: new Date('2026-11-20T09:00:00Z'),
      }),
    ).toBe(true);
    expect(
      supportThreadUnread({
        lastFromOtherAt: '2026-11-20T10:00:00Z',
        readAt: '2026-11-20T10:00:00Z',
      }),
    ).toBe(false);
  });

  it('continues the latest conversation that is not closed', () => {
    const threads = [
      { id: 1, status: 'closed' as const, last_activity_at: '2026-11-22T10:00:00.000Z' },
      { id: 2, status: 'waiting' as const, last_activity_at: '2026-11-21T10:00:00.000Z' },
      { id: 3, status: 'open' as const, last_activity_at: '2026-11-20T10:00:00.000Z' },
    ];
    expect(conversationToContinue(threads)?.id).toBe(2);
    expect(conversationToContinue(threads.slice(0, 1))).toBeNull();
    expect(conversationToContinue([])).toBeNull();
  });
});
