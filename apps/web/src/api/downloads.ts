// `api/downloads/`: the service page's documents and videos. Files need the bearer token, so they
// are fetched and shown from blob addresses (a <video src> or <a href> would send none).
import { downloadPageSchema } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { http, request } from '../lib/http';

export const downloadsKey = ['downloads'] as const;

export function useDownloads() {
  return useQuery({
    queryKey: downloadsKey,
    queryFn: async ({ signal }) =>
      downloadPageSchema.parse(await http.get('api/downloads/', signal)),
  });
}

export function fetchDownloadBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return request<Blob>(url, { signal, blob: true });
}

/** A file as a blob address while shown (a video or its captions), released afterwards. */
export function useBlobUrl(url: string | null): { src: string | null; failed: boolean } {
  const file = useQuery({
    queryKey: [...downloadsKey, 'file', url],
    queryFn: ({ signal }) => fetchDownloadBlob(url as string, signal),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return undefined;
    const address = URL.createObjectURL(file.data);
    setSrc(address);
    return () => URL.revokeObjectURL(address);
  }, [file.data]);
  return { src, failed: file.isError };
}

/** Fetches a document and hands it to the browser as a download under its own name. */
export async function saveDownload(url: string, fileName: string): Promise<void> {
  const blob = await fetchDownloadBlob(url);
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
