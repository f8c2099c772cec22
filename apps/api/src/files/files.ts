// Where a stored file is served, and how generated files get their id.
import { createHash } from 'node:crypto';

export const FILES_PATH = '/api/files';

export const fileUrl = (id: string | null | undefined): string | null =>
  id ? `${FILES_PATH}/${id}` : null;

/** Generated images are addressed by their content, so seeding twice stores them once. */
export const contentId = (bytes: Buffer | string): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);
