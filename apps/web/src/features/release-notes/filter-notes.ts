import type { ReleaseNote } from '@atelier/domain';

/** Portal §2: the search matches the title (the note's message), ignoring case. Newest first. */
export function filterReleaseNotes(notes: readonly ReleaseNote[], query: string): ReleaseNote[] {
  const needle = query.trim().toLocaleLowerCase();
  return notes
    .filter((note) => !needle || note.message.toLocaleLowerCase().includes(needle))
    .sort((a, b) => b.commit.committed_date.localeCompare(a.commit.committed_date));
}
