import { type ReleaseNote, releaseNoteSchema } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../lib/http';

export async function fetchReleaseNotes(signal?: AbortSignal): Promise<ReleaseNote[]> {
  return z.array(releaseNoteSchema).parse(await http.get('api/release-notes/', signal));
}

export function useReleaseNotes() {
  return useQuery({
    queryKey: ['release-notes'],
    queryFn: ({ signal }) => fetchReleaseNotes(signal),
  });
}
