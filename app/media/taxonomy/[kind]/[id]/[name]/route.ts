import { OWNER_OF_KIND, renderOwnerPicture } from '@/lib/server/services/catalog/owner-pictures';

type Params = { kind: string; id: string; name: string };

const number = (v: string | null) => (v !== null && /^\d{1,4}$/.test(v) ? Number(v) : null);
const isKind = (kind: string): kind is keyof typeof OWNER_OF_KIND => Object.hasOwn(OWNER_OF_KIND, kind);

/**
 * The picture of a category, brand, insurance plan or colour as WebP at the width (`w`) and quality (`q`) the image
 * helper asks for, as app/media/catalog serves product pictures: a new upload gets a new name, so it is kept a year.
 */
export async function GET(req: Request, { params }: { params: Promise<Params> }) {
  const { kind, id, name } = await params;
  const url = new URL(req.url);
  const body = isKind(kind) && /^[1-9]\d{0,8}$/.test(id) ? await renderOwnerPicture(kind, Number(id), name, number(url.searchParams.get('w')), number(url.searchParams.get('q'))) : null;
  if (!body) return Response.json({ message: 'تصویر یافت نشد' }, { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
