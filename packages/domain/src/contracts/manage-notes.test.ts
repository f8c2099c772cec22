import { describe, expect, it } from 'vitest';
import {
  isPublishable,
  missingForPublish,
  releaseNoteFormSchema,
  releaseNoteMessage,
  splitReleaseNoteMessage,
} from './manage-notes.js';

const all = (text: string) => ({
  en: text,
  'en-au': text,
  nl: text,
  de: text,
  fr: text,
  pl: text,
  lt: text,
});

describe('the release note publish rule', () => {
  it('needs a title and a body in all seven languages', () => {
    expect(isPublishable({ title: all('A'), body: all('B') })).toBe(true);
    expect(
      missingForPublish({ title: { ...all('A'), lt: ' ' }, body: { ...all('B'), de: '' } }),
    ).toEqual(['title.lt', 'body.de']);
  });

  it('lets a draft leave languages empty (they default to empty)', () => {
    const draft = releaseNoteFormSchema.parse({
      version: '2026.1.2',
      date: '2026-01-02',
      title: { nl: 'Alleen Nederlands' },
      body: {},
    });
    expect(draft.title.de).toBe('');
    expect(isPublishable(draft)).toBe(false);
  });
});

describe('a note’s markdown', () => {
  it('is the title as its heading, then the body, and splits back into both', () => {
    const message = releaseNoteMessage(' Offers ', 'A draft can be **saved**.\n\n- one');
    expect(message).toBe('## Offers\n\nA draft can be **saved**.\n\n- one');
    expect(splitReleaseNoteMessage(message)).toEqual({
      title: 'Offers',
      body: 'A draft can be **saved**.\n\n- one',
    });
  });

  it('reads a stored note with another heading level, or none', () => {
    expect(splitReleaseNoteMessage('### Roman curtains\n\n- New fold')).toEqual({
      title: 'Roman curtains',
      body: '- New fold',
    });
    expect(splitReleaseNoteMessage('Just text')).toEqual({ title: '', body: 'Just text' });
    expect(releaseNoteMessage('', '')).toBe('');
  });
});
