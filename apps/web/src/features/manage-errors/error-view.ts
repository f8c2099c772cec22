// How the errors desk shows a report's parts: its stack innermost call first, a breadcrumb as one
// line, a replay's position as a clock, and a group's status in its colour.
import type { ErrorBreadcrumb, ErrorException, ErrorGroupStatus } from '@atelier/domain';

type Frame = ErrorException['frames'][number];

/** The frames as a reader follows a fault: the call that failed first. */
export function framesInnermostFirst(frames: readonly Frame[]): Frame[] {
  return [...frames].reverse();
}

/** Where a frame is: its script (without the portal's origin) and line and column. */
export function frameLocation(frame: Frame): string {
  const file = frame.filename.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  const at = [frame.lineno, frame.colno].filter((part) => part !== null).join(':');
  return at ? `${file}:${at}` : file;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A breadcrumb in one line: a navigation's from and to, a request's method, address and status. */
export function breadcrumbLine(crumb: ErrorBreadcrumb): string {
  const data = crumb.data ?? {};
  if (crumb.category === 'navigation') {
    return [text(data.from), text(data.to)].filter(Boolean).join(' → ') || (crumb.message ?? '');
  }
  if (crumb.category === 'fetch' || crumb.category === 'xhr') {
    const status = text(data.status_code);
    return [text(data.method), text(data.url), status ? `→ ${status}` : '']
      .filter(Boolean)
      .join(' ');
  }
  if (crumb.message) return crumb.message;
  const entries = Object.entries(data).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return entries.join(', ');
}

/** A replay's position or length as `m:ss` (`h:mm:ss` past an hour). */
export function replayClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The status badge's colour: open is the desk's work, resolved done, ignored set aside. */
export function statusColor(status: ErrorGroupStatus): string {
  return status === 'open' ? 'red' : status === 'resolved' ? 'teal' : 'gray';
}

/** The recorded page's size from its meta event (rrweb type 4), for fitting the player. */
export function recordedSize(events: readonly unknown[]): { width: number; height: number } {
  for (const event of events) {
    const record = event as { type?: unknown; data?: { width?: unknown; height?: unknown } };
    if (
      record?.type === 4 &&
      typeof record.data?.width === 'number' &&
      typeof record.data?.height === 'number' &&
      record.data.width > 0 &&
      record.data.height > 0
    ) {
      return { width: record.data.width, height: record.data.height };
    }
  }
  return { width: 1280, height: 720 };
}
