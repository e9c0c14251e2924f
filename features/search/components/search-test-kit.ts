import { delay, http, HttpResponse } from 'msw';
import type { SearchResponse } from '@/lib/contracts/search';
import { server } from '@/tests/msw/server';

export const product = (id: number, title: string) => ({ id, slug: `p-${id}`, title, images: null, alt: title });

export const answer = (titles: string[], extra: Partial<SearchResponse> = {}): SearchResponse => ({
  searchResponse: titles.map((t, i) => product(i + 1, t)),
  categories: [],
  brands: [],
  ...extra,
});

type Reply = { body?: SearchResponse; status?: number; delayMs?: number };

/** Answers POST /api/public/productSearch per query and records every query asked. */
export function mockSearch(reply: (query: string) => Reply) {
  const asked: string[] = [];
  server.use(
    http.post('*/api/public/productSearch', async ({ request }) => {
      const { query } = (await request.json()) as { query: string };
      asked.push(query);
      const r = reply(query);
      if (r.delayMs) await delay(r.delayMs);
      if (r.status && r.status >= 400) return HttpResponse.json({ message: 'خطا' }, { status: r.status });
      return HttpResponse.json({ data: r.body ?? answer([]) });
    }),
  );
  return asked;
}
