// Real files for the upload tests (customer-fabric images, return photos): a valid PNG of an
// exact size, and multipart bodies.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decodable PNG of exactly `size` bytes: a noisy 64×64 image (so it does not compress away),
 * padded with a private ancillary chunk that decoders skip.
 */
export function pngOfSize(size: number): Buffer {
  const width = 64;
  const height = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows: Buffer[] = [];
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 1; x < row.length; x += 1) {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      row[x] = seed >>> 24;
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = [chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows)))];
  const end = chunk('IEND', Buffer.alloc(0));
  const used = signature.length + body.reduce((sum, part) => sum + part.length, 0) + end.length;
  const padding = size - used - 12;
  if (padding < 0) throw new Error(`a PNG needs at least ${used + 12} bytes`);
  return Buffer.concat([signature, ...body, chunk('prVt', Buffer.alloc(padding, 0x2a)), end]);
}

/** A multipart/form-data body with text fields and one file. */
export function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer } | null,
) {
  const boundary = '----atelier-test-boundary-7d1f';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid customer-fabric form (two colours) under the given name, for tests to change. */
export function customerFabricBody(name: string) {
  return {
    name,
    supplier_id: 1,
    type: 'woven',
    pattern_type: 'pattern',
    pattern_distance: 32,
    width_type: 'strokes',
    width: 140,
    iron_property: 2,
    colors: [
      { article_number: 'CC-01', color: 'Naturel' },
      { article_number: 'CC-02', color: 'Zwart' },
    ],
    wholesale_price: 2100,
    price: 4200,
    li: 60,
    co: 40,
    curtain_types: ['pleatcurtain'],
  };
}

/** A multipart/form-data body with several files in one field. */
export function multipartFiles(
  field: string,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const boundary = '----atelier-test-boundary-5c2e';
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
