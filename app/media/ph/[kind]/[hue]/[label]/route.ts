import { isPlaceholderKind, renderPlaceholderSvg } from '@/lib/media/placeholder';

type Params = { kind: string; hue: string; label: string };

// The URL fully determines the picture: each one is drawn on its first request and kept, so the demo
// shop's pictures cost the server no more than static files after that.
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const { kind, hue, label } = await params;
  const hueNumber = Number(hue);
  if (!isPlaceholderKind(kind) || !Number.isInteger(hueNumber) || !label.endsWith('.svg')) {
    return Response.json({ message: 'تصویر یافت نشد' }, { status: 404 });
  }
  const text = decodeURIComponent(label.slice(0, -'.svg'.length));
  return new Response(renderPlaceholderSvg(kind, hueNumber, text), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The URL fully determines the picture.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
