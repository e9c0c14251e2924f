import { renderContentPicture } from '@/lib/server/services/content/content-pictures';

type Params = { name: string };

const number = (v: string | null) => (v !== null && /^\d{1,4}$/.test(v) ? Number(v) : null);

/** An uploaded banner, popup or menu picture as WebP at the width and quality asked for; never changes, so kept a year. */
export async function GET(req: Request, { params }: { params: Promise<Params> }) {
  const { name } = await params;
  const url = new URL(req.url);
  const body = await renderContentPicture(name, number(url.searchParams.get('w')), number(url.searchParams.get('q')));
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
