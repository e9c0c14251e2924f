import { renderProductPicture } from '@/lib/server/services/catalog/product-pictures';

type Params = { productId: string; name: string };

const number = (v: string | null) => (v !== null && /^\d{1,4}$/.test(v) ? Number(v) : null);

/**
 * An uploaded product picture as WebP at the width (`w`) and quality (`q`) the storefront's image URL helper asks
 * for. A picture's address never changes (a new upload gets a new name), so browsers and CDNs keep it for a year.
 */
export async function GET(req: Request, { params }: { params: Promise<Params> }) {
  const { productId, name } = await params;
  const url = new URL(req.url);
  const body = /^[1-9]\d{0,8}$/.test(productId) ? await renderProductPicture(Number(productId), name, number(url.searchParams.get('w')), number(url.searchParams.get('q'))) : null;
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
