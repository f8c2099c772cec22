import { describe, expect, it } from 'vitest';
import { downloadFileKind, fileFitsSection, isWebVtt } from './content-files.js';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('a download’s file, judged by its first bytes', () => {
  it('knows a PDF, a WebM and an MP4, and nothing else', () => {
    expect(downloadFileKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(downloadFileKind(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe('webm');
    expect(downloadFileKind(bytes('\0\0\0\x18ftypmp42'))).toBe('mp4');
    expect(downloadFileKind(bytes('<html>%PDF-'))).toBeNull();
    expect(downloadFileKind(new Uint8Array())).toBeNull();
  });

  it('puts videos in the videos section and PDFs everywhere else', () => {
    expect(fileFitsSection('forms', 'pdf')).toBe(true);
    expect(fileFitsSection('forms', 'webm')).toBe(false);
    expect(fileFitsSection('videos', 'mp4')).toBe(true);
    expect(fileFitsSection('videos', 'pdf')).toBe(false);
    expect(fileFitsSection('general', null)).toBe(false);
  });
});

describe('a caption track', () => {
  it('is WebVTT with the signature and at least one well-formed cue', () => {
    expect(isWebVtt('WEBVTT\n\n1\n00:00.000 --> 00:03.000\nMeet eerst de breedte.\n')).toBe(true);
    expect(
      isWebVtt('\uFEFFWEBVTT - Dutch\r\n\r\n01:00:00.000 --> 01:00:02.500 align:start\r\nJa\r\n'),
    ).toBe(true);
  });

  it('is refused without the signature, without cues or with a broken timing', () => {
    expect(isWebVtt('1\n00:00:01,000 --> 00:00:02,000\nSRT\n')).toBe(false);
    expect(isWebVtt('WEBVTTX\n\n00:00.000 --> 00:01.000\nx')).toBe(false);
    expect(isWebVtt('WEBVTT\n\nNOTE nothing timed\n')).toBe(false);
    expect(isWebVtt('WEBVTT\n\n00:00 --> 00:01.000\nx')).toBe(false);
  });
});
