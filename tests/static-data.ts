import { http, HttpResponse } from 'msw';
import type { StaticData } from '@/lib/contracts/content';
import { STATIC_DATA_KEY, type StoredStaticData } from '@/lib/static-data/browser-copy';
import { server } from './msw/server';

/** An image object with its one variant. */
export const picture = (src: string, alt: string) => ({ original: { src, alt } });

/** A getStaticsData answer with the parts the browser's screens read; the rest empty. */
export function staticData(over: Partial<StaticData> = {}): StaticData {
  return {
    company: {
      companyName: 'ویترین',
      companyLogoImages: picture('/logo.webp', 'ویترین'),
      footerCopyright: '',
      footerAbout: '',
      promotionGalleryUrl: null,
      catalogMode: false,
      maintenanceMode: false,
      maintenanceModeExpDateTime: null,
      companyAddresses: [],
      validGateways: [],
      externalScripts: [],
    },
    categories: [
      { id: 1, parentId: null, slug: 'mobile', title: 'گوشی موبایل', images: null, childs: [{ id: 3, parentId: 1, slug: 'apple', title: 'اپل', images: null, childs: [] }] },
      { id: 2, parentId: null, slug: 'tablet', title: 'تبلت', images: null, childs: [] },
    ],
    publicAttributes: [],
    notification: [],
    menus: [],
    footerLogo: null,
    siteLink: [],
    loginImages: [picture('/login-1.webp', 'خرید اقساطی بدون ضامن'), picture('/login-2.webp', 'ضمانت اصالت کالا')],
    banners: [],
    departments: [],
    ...over,
  };
}

/** Puts a copy in local storage as the browser keeps it; by default confirmed just now, so no screen asks again. */
export function storeStaticData(data: StaticData = staticData(), { etag = '"v1"', checkedAt = Date.now() }: Partial<Omit<StoredStaticData, 'data'>> = {}) {
  localStorage.setItem(STATIC_DATA_KEY, JSON.stringify({ etag, checkedAt, data } satisfies StoredStaticData));
}

export const storedStaticData = (): StoredStaticData | null => {
  const raw = localStorage.getItem(STATIC_DATA_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredStaticData);
};

type Version = { etag: string; data: StaticData | Record<string, unknown> };

/**
 * GET /api/public/getStaticsData answering as the server does: 304 when If-None-Match holds the current ETag, else
 * the body with its ETag. Records the If-None-Match of every request.
 */
export function mockStaticData(current: () => Version) {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/public/getStaticsData', ({ request }) => {
      const sent = request.headers.get('if-none-match');
      asked.push(sent);
      const { etag, data } = current();
      if (sent === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
      return HttpResponse.json({ data }, { headers: { ETag: etag } });
    }),
  );
  return asked;
}
