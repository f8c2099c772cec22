// `api/inspiration/`: the curtain-breeze articles, in the language of the interface.
import { inspirationArticleSchema, inspirationSummarySchema } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../lib/http';
import { currentLocale } from '../lib/i18n';

export function useInspirationArticles() {
  const locale = currentLocale();
  return useQuery({
    queryKey: ['inspiration', locale],
    queryFn: async ({ signal }) =>
      z.array(inspirationSummarySchema).parse(await http.get('api/inspiration/', signal)),
  });
}

export function useInspirationArticle(slug: string) {
  const locale = currentLocale();
  return useQuery({
    queryKey: ['inspiration', locale, slug],
    queryFn: async ({ signal }) =>
      inspirationArticleSchema.parse(
        await http.get(`api/inspiration/${encodeURIComponent(slug)}/`, signal),
      ),
  });
}
