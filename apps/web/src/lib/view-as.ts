// "View as dealer" (decision 088) on the web side: while a member of staff views a shop's portal
// read-only, the view lives in sessionStorage (this tab only) and every dealer call carries the
// header the API answers as that shop's account. Back-office and token calls never carry it.
import { VIEW_AS_HEADER } from '@atelier/domain';

const KEY = 'atelier.view-as';

export interface ViewAs {
  debtorId: number;
  name: string;
  expiresAt: string;
}

type Listener = (view: ViewAs | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The live view of this tab, or null (an expired one is dropped). */
export function activeViewAs(now = Date.now()): ViewAs | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const view = JSON.parse(raw) as ViewAs;
    if (typeof view.debtorId !== 'number' || Date.parse(view.expiresAt) <= now) {
      storage()?.removeItem(KEY);
      return null;
    }
    return view;
  } catch {
    storage()?.removeItem(KEY);
    return null;
  }
}

export function beginViewAs(view: ViewAs): void {
  storage()?.setItem(KEY, JSON.stringify(view));
  for (const listener of listeners) listener(view);
}

/** Forgets the view in this tab (the API's grant is ended by the back office's DELETE). */
export function forgetViewAs(): void {
  if (!storage()?.getItem(KEY)) return;
  storage()?.removeItem(KEY);
  for (const listener of listeners) listener(null);
}

export function onViewAsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header of a call to `path` while a view is live: dealer calls only. */
export function viewAsHeaders(path: string): Record<string, string> {
  const view = activeViewAs();
  if (!view) return {};
  const clean = path.replace(/^\//, '');
  if (!clean.startsWith('api/') || clean.startsWith('api/manage/')) return {};
  return { [VIEW_AS_HEADER]: String(view.debtorId) };
}
