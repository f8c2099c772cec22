// Reading a multipart body: what cannot be read is the caller's mistake, never a 500.
import { AppError } from './errors.js';

/**
 * A multipart body that cannot be read (no boundary, cut off, a part without a name) answers 400
 * as malformed input, 413 when a limit was passed; `tooMany` names the answer when more files
 * came than the route reads.
 */
export async function readingMultipart<T>(read: () => Promise<T>, tooMany?: AppError): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failure = error as { statusCode?: number; code?: string };
    if (tooMany && failure.code === 'FST_FILES_LIMIT') throw tooMany;
    if (failure.statusCode === 413) throw new AppError('payload_too_large');
    throw new AppError('multipart_invalid');
  }
}
