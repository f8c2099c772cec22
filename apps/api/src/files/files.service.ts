import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { findFile } from './files.repository.js';

/** A stored file by its id; 404 when there is none. */
export async function storedFile(db: Db, id: string) {
  const file = await findFile(db, id);
  if (!file) throw new AppError('not_found');
  return file;
}
