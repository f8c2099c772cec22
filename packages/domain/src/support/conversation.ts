// A conversation with customer support (issue 29 §2 "Support inbox"): the dealer's message opens a
// thread, staff answer from the back office's inbox, each side reads the other's answers. Who may
// set which status and what a reply does to it are decided here; the API and the web only ask.

/** `open`: support's turn; `waiting`: the dealer's turn; `closed`: done (a new message reopens it). */
export const SUPPORT_THREAD_STATUSES = ['open', 'waiting', 'closed'] as const;
export type SupportThreadStatus = (typeof SUPPORT_THREAD_STATUSES)[number];

/** Who wrote a message or acts on a thread. */
export const SUPPORT_SIDES = ['dealer', 'staff'] as const;
export type SupportSide = (typeof SUPPORT_SIDES)[number];

/**
 * The status a reply leaves: a dealer's reply always hands the thread to support (`open`), also a
 * closed one; a staff reply hands it to the dealer (`waiting`) unless staff choose another status
 * in the same step (for example `closed` with a last answer).
 */
export function statusAfterReply(
  side: SupportSide,
  chosen?: SupportThreadStatus | null,
): SupportThreadStatus {
  if (side === 'dealer') return 'open';
  return chosen ?? 'waiting';
}

/**
 * Whether `side` may move a thread from `from` to `to`. Staff may set any status; a dealer may only
 * close their own conversation (replying is how a dealer reopens it). Setting the status a thread
 * already has is no change and refused, so the audit never records an empty step.
 */
export function supportStatusAllowed(
  side: SupportSide,
  from: SupportThreadStatus,
  to: SupportThreadStatus,
): boolean {
  if (from === to) return false;
  if (side === 'staff') return true;
  return to === 'closed';
}

/** What a side has read of a thread: the other side's last message time and its own read time. */
export interface SupportReadState {
  /** When the other side last wrote (null: it never did). */
  lastFromOtherAt: Date | string | null;
  /** When this side last opened the conversation (null: never). */
  readAt: Date | string | null;
}

/** Whether the other side wrote after this side last read the conversation. */
export function supportThreadUnread({ lastFromOtherAt, readAt }: SupportReadState): boolean {
  if (lastFromOtherAt === null) return false;
  if (readAt === null) return true;
  return new Date(lastFromOtherAt).getTime() > new Date(readAt).getTime();
}

/**
 * The conversation the Dutch chat entry (portal §1) opens: the latest one that is not closed, or
 * none (then the entry starts a new one).
 */
export function conversationToContinue<
  T extends { status: SupportThreadStatus; last_activity_at: string },
>(threads: readonly T[]): T | null {
  let latest: T | null = null;
  for (const thread of threads) {
    if (thread.status === 'closed') continue;
    if (!latest || thread.last_activity_at > latest.last_activity_at) latest = thread;
  }
  return latest;
}
