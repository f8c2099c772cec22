// The back office's release notes (`api/manage/release-notes/`): every note with its state,
// create and edit, publish, withdraw, remove a draft; the curtain-breeze articles the same way.
import {
  ARTICLE_IMAGE_FIELD,
  type InspirationArticleFormInput,
  inspirationCollectionSchema,
  type ManageInspirationArticle,
  type ManageReleaseNote,
  manageInspirationArticleSchema,
  manageInspirationArticlesSchema,
  manageReleaseNoteSchema,
  manageReleaseNotesSchema,
  type ReleaseNoteFormInput,
} from '@atelier/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http, request } from '../lib/http';

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

// The back office's curtain-breeze articles (`api/manage/inspiration/`): the same life as a note,
// with the catalogue's collections an article may feature.

export const manageArticlesKey = ['manage', 'inspiration'] as const;

export const manageArticlesQuery = () =>
  queryOptions({
    queryKey: manageArticlesKey,
    queryFn: async ({ signal }) =>
      manageInspirationArticlesSchema.parse(await http.get('api/manage/inspiration/', signal)),
  });

export const articleCollectionsQuery = () =>
  queryOptions({
    queryKey: [...manageArticlesKey, 'collections'],
    queryFn: async ({ signal }) =>
      z
        .array(inspirationCollectionSchema)
        .parse(await http.get('api/manage/inspiration/collections/', signal)),
    staleTime: 5 * 60_000,
  });

export async function saveArticle(
  id: number | null,
  form: InspirationArticleFormInput,
): Promise<ManageInspirationArticle> {
  return manageInspirationArticleSchema.parse(
    id === null
      ? await http.post('api/manage/inspiration/', form)
      : await http.put(`api/manage/inspiration/${id}/`, form),
  );
}

export async function publishArticle(id: number): Promise<ManageInspirationArticle> {
  return manageInspirationArticleSchema.parse(
    await http.post(`api/manage/inspiration/${id}/publish/`),
  );
}

export async function withdrawArticle(id: number): Promise<ManageInspirationArticle> {
  return manageInspirationArticleSchema.parse(
    await http.post(`api/manage/inspiration/${id}/withdraw/`),
  );
}

export async function removeArticle(id: number): Promise<void> {
  await http.delete(`api/manage/inspiration/${id}/`);
}

/** Gives an article a new picture (PNG, JPEG or WebP; the API re-encodes it). */
export async function uploadArticleImage(
  id: number,
  file: File,
): Promise<ManageInspirationArticle> {
  const form = new FormData();
  form.append(ARTICLE_IMAGE_FIELD, file);
  return manageInspirationArticleSchema.parse(
    await request(`api/manage/inspiration/${id}/image/`, { method: 'PUT', form }),
  );
}
