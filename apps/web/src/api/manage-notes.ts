// The back office's release notes (`api/manage/release-notes/`): every note with its state,
// create and edit, publish, withdraw, remove a draft.
import {
  type ManageReleaseNote,
  manageReleaseNoteSchema,
  manageReleaseNotesSchema,
  type ReleaseNoteFormInput,
} from '@atelier/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../lib/http';

export const manageReleaseNotesKey = ['manage', 'release-notes'] as const;

export const manageReleaseNotesQuery = () =>
  queryOptions({
    queryKey: manageReleaseNotesKey,
    queryFn: async ({ signal }) =>
      manageReleaseNotesSchema.parse(await http.get('api/manage/release-notes/', signal)),
  });

export async function saveReleaseNote(
  id: number | null,
  form: ReleaseNoteFormInput,
): Promise<ManageReleaseNote> {
  return manageReleaseNoteSchema.parse(
    id === null
      ? await http.post('api/manage/release-notes/', form)
      : await http.put(`api/manage/release-notes/${id}/`, form),
  );
}

export async function publishReleaseNote(id: number): Promise<ManageReleaseNote> {
  return manageReleaseNoteSchema.parse(await http.post(`api/manage/release-notes/${id}/publish/`));
}

export async function withdrawReleaseNote(id: number): Promise<ManageReleaseNote> {
  return manageReleaseNoteSchema.parse(await http.post(`api/manage/release-notes/${id}/withdraw/`));
}

export async function removeReleaseNote(id: number): Promise<void> {
  await http.delete(`api/manage/release-notes/${id}/`);
}
