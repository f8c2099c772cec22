// An uploaded photo is decoded in full and written anew: a file whose first bytes look like an
// image but whose rest is not one is refused, and what is stored is pixels we encoded ourselves
// (turned upright by its EXIF orientation, metadata such as GPS positions left behind).
import sharp from 'sharp';
import { AppError } from '../http/errors.js';

export type ReencodableType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Larger pictures than this (in pixels) are refused before decoding: a small file can unpack huge. */
const MAX_INPUT_PIXELS = 40_000_000;

export async function reencodeImage(bytes: Buffer, type: ReencodableType): Promise<Buffer> {
  try {
    // rotate() first: it reads the orientation that stripping the metadata would lose.
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const encoded =
      type === 'image/png'
        ? image.png()
        : type === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85 });
    return await encoded.toBuffer();
  } catch {
    throw new AppError('image_unreadable');
  }
}
