// Multipart bodies: accepted by the upload routes alone, and what cannot be read is the caller's
// mistake, never a 500.
import { MAX_COLOUR_IMAGE_BYTES } from '@atelier/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * Registers the multipart parser in `scope` (an upload route's own plugin scope). Registered for
 * the whole app, its two hooks (an asynchronous one before and after every request, there to clean
 * up saved files) ran on every request; elsewhere a multipart body is refused with 415.
 * Multipart's own file limit (1 MiB) is below the 1.1 MB a photo may have: it is set to exactly
 * that, and a route answers an oversized file with our own message.
 */
export async function acceptMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: MAX_COLOUR_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 },
  });
}

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
