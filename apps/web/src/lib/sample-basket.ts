// The fabrics chosen for the next sample request. The catalogue's fabric-info dialog adds to it
// and the sample-service page reads it, without either knowing the other; it lasts as long as
// the browser tab (sessionStorage).
import { canAddSample } from '@atelier/domain';
import { useSyncExternalStore } from 'react';

export interface BasketFabric {
  fabric_uuid: string;
  name: string;
}

const STORAGE_KEY = 'atelier.sample-basket';
const listeners = new Set<() => void>();
// The parsed basket, kept while the stored text is unchanged (a stable snapshot for React).
let storedText: string | null = null;
let snapshot: BasketFabric[] = [];

function parse(text: string): BasketFabric[] {
  try {
    const stored = JSON.parse(text);
    return Array.isArray(stored)
      ? stored.filter(
          (item): item is BasketFabric =>
            typeof item?.fabric_uuid === 'string' && typeof item?.name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function read(): BasketFabric[] {
  let text = '[]';
  try {
    text = sessionStorage.getItem(STORAGE_KEY) ?? '[]';
  } catch {
    // Storage blocked: the basket lives in this page only.
    return snapshot;
  }
  if (text !== storedText) {
    storedText = text;
    snapshot = parse(text);
  }
  return snapshot;
}

function write(next: BasketFabric[]) {
  snapshot = next;
  try {
    storedText = JSON.stringify(next);
    sessionStorage.setItem(STORAGE_KEY, storedText);
  } catch {
    // Storage full or blocked: the basket still lives for this page.
  }
  for (const listener of listeners) listener();
}

export type AddOutcome = 'added' | 'present' | 'full';

/** Adds a fabric unless it is there already or the request is full. */
export function addToSampleBasket(fabric: BasketFabric): AddOutcome {
  const fabrics = read();
  if (fabrics.some((item) => item.fabric_uuid === fabric.fabric_uuid)) return 'present';
  if (!canAddSample(fabrics.length)) return 'full';
  write([...fabrics, { fabric_uuid: fabric.fabric_uuid, name: fabric.name }]);
  return 'added';
}

export function removeFromSampleBasket(fabricUuid: string) {
  write(read().filter((item) => item.fabric_uuid !== fabricUuid));
}

export function clearSampleBasket() {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSampleBasket(): BasketFabric[] {
  return useSyncExternalStore(subscribe, read, read);
}
