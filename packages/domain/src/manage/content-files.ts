// What the back office accepts as a download, a video and a caption track (issue 29 §3
// "Content"): a file is judged by its first bytes, never by its name or the type the browser sent,
// and a caption track must be WebVTT, which is what the service page's <track> elements read.

/** The largest document staff may upload (a price list with pictures stays well below it). */
export const MAX_DOWNLOAD_PDF_BYTES = 10 * 1024 * 1024;
/** The largest instruction video. */
export const MAX_DOWNLOAD_VIDEO_BYTES = 25 * 1024 * 1024;
/** The largest caption track (an hour of captions is about 60 KB). */
export const MAX_CAPTION_CHARS = 200_000;

/** The multipart field of the file in an upload; the other fields come before it. */
export const DOWNLOAD_FILE_FIELD = 'file';

export type DownloadFileKind = 'pdf' | 'webm' | 'mp4';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length &&
  prefix.every((byte, index) => bytes[offset + index] === byte);

/** `%PDF-`: the header every PDF starts with. */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** The EBML header every WebM (Matroska) file starts with. */
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** `ftyp` at byte 4: an ISO media file (MP4). */
const FTYP = [0x66, 0x74, 0x79, 0x70];

/** The kind of file its first bytes show, or null when it is none the service page serves. */
export function downloadFileKind(bytes: Uint8Array): DownloadFileKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, EBML)) return 'webm';
  if (startsWith(bytes, FTYP, 4)) return 'mp4';
  return null;
}

export const CONTENT_TYPES: Record<DownloadFileKind, string> = {
  pdf: 'application/pdf',
  webm: 'video/webm',
  mp4: 'video/mp4',
};

/** What a section of the service page takes: videos in `videos`, PDF documents everywhere else. */
export function fileFitsSection(section: string, kind: DownloadFileKind | null): boolean {
  if (kind === null) return false;
  return section === 'videos' ? kind !== 'pdf' : kind === 'pdf';
}

export function maxBytesOf(section: string): number {
  return section === 'videos' ? MAX_DOWNLOAD_VIDEO_BYTES : MAX_DOWNLOAD_PDF_BYTES;
}

/** `hh:mm:ss.ttt` or `mm:ss.ttt`. */
const TIMESTAMP = String.raw`(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}`;
const CUE_TIMING = new RegExp(`^${TIMESTAMP}[ \\t]+-->[ \\t]+${TIMESTAMP}(?:[ \\t].*)?$`);

/**
 * Whether `text` is a WebVTT file the browser will read: the `WEBVTT` signature (after an optional
 * byte-order mark) on the first line, and at least one cue whose timing line is well formed. A
 * block naming a timing (`-->`) that is malformed fails the whole file, as browsers drop it.
 */
export function isWebVtt(text: string): boolean {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return false;
  let cues = 0;
  for (const line of lines.slice(1)) {
    if (!line.includes('-->')) continue;
    if (!CUE_TIMING.test(line.trim())) return false;
    cues += 1;
  }
  return cues > 0;
}
