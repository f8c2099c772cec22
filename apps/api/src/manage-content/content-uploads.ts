// Reads an upload's multipart body: the text fields first (`category`, `language`,
// `title.<locale>`, `customer_groups` once per group), then one file in `file`. The fields become
// the object the domain's contract checks, so a missing title reads as the field `title.nl`.
import { DOWNLOAD_FILE_FIELD, LOCALES, maxBytesOf } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { readingMultipart } from '../http/multipart.js';
import type { UploadedFile } from './manage-content.service.js';

export interface UploadBody {
  fields: {
    category?: string;
    language?: string;
    title: Record<string, string>;
    customer_groups: string[];
  };
  file: UploadedFile | null;
}

const TITLE = /^title\.(.+)$/;

export async function readUpload(request: FastifyRequest): Promise<UploadBody> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const body: UploadBody = { fields: { title: {}, customer_groups: [] }, file: null };
  await readingMultipart(async () => {
    // A file past the limit is cut and marked (answered as a field error), not thrown.
    const options = {
      limits: {
        // The largest a section takes; the section's own limit is checked once it is known.
        fileSize: maxBytesOf('videos'),
        files: 1,
        fields: 20,
        fieldSize: 1000,
        parts: 21,
      },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== DOWNLOAD_FILE_FIELD) throw new AppError('file_required');
        const bytes = await part.toBuffer();
        const section = body.fields.category ?? '';
        body.file = {
          bytes,
          fileName: part.filename,
          truncated: part.file.truncated || bytes.length > maxBytesOf(section),
        };
        continue;
      }
      const value = String(part.value);
      const title = TITLE.exec(part.fieldname);
      if (title?.[1] && (LOCALES as readonly string[]).includes(title[1])) {
        body.fields.title[title[1]] = value;
      } else if (part.fieldname === 'customer_groups') body.fields.customer_groups.push(value);
      else if (part.fieldname === 'category') body.fields.category = value;
      else if (part.fieldname === 'language') body.fields.language = value;
    }
  });
  return body;
}
