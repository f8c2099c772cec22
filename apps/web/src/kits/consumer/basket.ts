// The customer's basket: windows by room, each one line of the request. Kept for the visit in the
// shop's sessionStorage (a reload loses nothing), never on a kiosk, which keeps no customer. The
// request's idempotency key is made once per basket and kept with it, so a send repeated after a
// lost answer makes nothing twice.
import {
  type IntakeLine,
  MAX_INTAKE_LINES,
  ROOMS,
  type Room,
  SHOP_MODELS,
  type ShopModel,
  shopArticleOf,
} from '@atelier/domain';
import { useCallback, useEffect, useState } from 'react';

/** The fabric as the basket shows and draws it. */
export interface BasketFabric {
  article_number: string;
  name: string;
  colour: string;
  hex: string | null;
  image: string | null;
}

export interface BasketWindow {
  id: string;
  model: ShopModel;
  room: Room | null;
  /** cm */
  width: number;
  height: number;
  fabric: BasketFabric;
}

export interface Basket {
  /** The request's idempotency key (made with the basket, new after a request was sent). */
  key: string;
  windows: BasketWindow[];
}

export function newId(): string {
  return crypto.randomUUID();
}

export const emptyBasket = (): Basket => ({ key: newId(), windows: [] });

/** The request's line of a window. */
export function lineOf(window: Omit<BasketWindow, 'id'>): IntakeLine {
  const common = {
    ...(window.room ? { room: window.room } : {}),
    width: window.width,
    height: window.height,
    fabric: window.fabric.article_number,
  };
  const article = shopArticleOf(window.model);
  return article === 'foldcurtain'
    ? { article, ...common }
    : { article, model: window.model as Exclude<ShopModel, 'foldcurtain'>, ...common };
}

/** The windows grouped by room, rooms in their usual order, windows without one last. */
export function byRoom(windows: readonly BasketWindow[]): [Room | null, BasketWindow[]][] {
  const groups: [Room | null, BasketWindow[]][] = [];
  for (const room of [...ROOMS, null]) {
    const inRoom = windows.filter((window) => window.room === room);
    if (inRoom.length > 0) groups.push([room, inRoom]);
  }
  return groups;
}

const isWindow = (value: unknown): value is BasketWindow => {
  const window = value as BasketWindow;
  return (
    !!window &&
    typeof window.id === 'string' &&
    (SHOP_MODELS as readonly string[]).includes(window.model) &&
    (window.room === null || (ROOMS as readonly string[]).includes(window.room)) &&
    typeof window.width === 'number' &&
    typeof window.height === 'number' &&
    typeof window.fabric?.article_number === 'string'
  );
};

function readStored(storageKey: string | null): Basket {
  if (storageKey === null) return emptyBasket();
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as Basket | null;
    if (stored && typeof stored.key === 'string' && Array.isArray(stored.windows)) {
      return { key: stored.key, windows: stored.windows.filter(isWindow) };
    }
  } catch {
    // Unreadable or no storage: a fresh basket.
  }
  return emptyBasket();
}

export interface BasketState {
  basket: Basket;
  full: boolean;
  save: (window: BasketWindow) => void;
  remove: (id: string) => void;
  /** Empties the basket and makes a new key (after a request was sent, or on a kiosk's reset). */
  clear: () => void;
}

/** The basket, kept under `storageKey` in sessionStorage, or only in memory when it is null. */
export function useBasket(storageKey: string | null): BasketState {
  const [basket, setBasket] = useState(() => readStored(storageKey));
  useEffect(() => {
    if (storageKey === null) return;
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(basket));
    } catch {
      // Without storage the basket lives as long as the page.
    }
  }, [basket, storageKey]);
  const save = useCallback(
    (window: BasketWindow) =>
      setBasket((current) => {
        const known = current.windows.some((w) => w.id === window.id);
        if (!known && current.windows.length >= MAX_INTAKE_LINES) return current;
        return {
          ...current,
          windows: known
            ? current.windows.map((w) => (w.id === window.id ? window : w))
            : [...current.windows, window],
        };
      }),
    [],
  );
  const remove = useCallback(
    (id: string) =>
      setBasket((current) => ({
        ...current,
        windows: current.windows.filter((w) => w.id !== id),
      })),
    [],
  );
  const clear = useCallback(() => setBasket(emptyBasket()), []);
  return { basket, full: basket.windows.length >= MAX_INTAKE_LINES, save, remove, clear };
}

/**
 * Which window of the basket the configurator changes (null: a new one), and its round: each
 * window added, opened, cancelled or removed while open starts the configurator anew (its `key`),
 * empty or with the window to change. The shop's page and the kiosk's session share it.
 */
export function useWindowEditing(basket: ReturnType<typeof useBasket>) {
  const [editing, setEditing] = useState<BasketWindow | null>(null);
  const [round, setRound] = useState(0);
  const anew = useCallback((window: BasketWindow | null) => {
    setEditing(window);
    setRound((n) => n + 1);
  }, []);
  return {
    editing,
    round,
    /** Opens a window of the basket in the configurator. */
    edit: (window: BasketWindow) => anew(window),
    /** Removes a window; the configurator starts anew when it had that one open. */
    remove: (window: BasketWindow) => {
      basket.remove(window.id);
      if (editing?.id === window.id) anew(null);
    },
    /** Back to a new window, the open one unchanged; only while one is open. */
    cancel: editing ? () => anew(null) : undefined,
    /** Keeps the configured window in the basket and starts a new one. */
    save: (window: BasketWindow) => {
      basket.save(window);
      anew(null);
    },
    /** A new, empty configurator (a kiosk's fresh start). */
    reset: () => anew(null),
    /** Nothing open any more, the configurator left as it is (on to the contact form). */
    close: () => setEditing(null),
  };
}
