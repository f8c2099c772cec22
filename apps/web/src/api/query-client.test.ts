import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, followLanguage } from './query-client';

function emitter() {
  const listeners: ((language: string) => void)[] = [];
  return {
    on: (_event: 'languageChanged', listener: (language: string) => void) =>
      listeners.push(listener),
    emit: (language: string) => {
      for (const listener of listeners) listener(language);
    },
  };
}

describe('followLanguage', () => {
  it('fetches cached answers again when the language changes, not when it stays', async () => {
    const client = createQueryClient();
    const fetchNotes = vi.fn(async () => 'notes');
    await client.fetchQuery({ queryKey: ['release-notes'], queryFn: fetchNotes });
    const events = emitter();
    followLanguage(client, events, 'nl');
    events.emit('nl');
    expect(client.getQueryState(['release-notes'])?.isInvalidated).toBe(false);
    events.emit('pl');
    expect(client.getQueryState(['release-notes'])?.isInvalidated).toBe(true);
  });
});
