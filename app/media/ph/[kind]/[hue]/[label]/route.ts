import { isPlaceholderKind, placeholderFormats, renderPlaceholderSvg, type PlaceholderFormat } from '@/lib/media/placeholder';
import { renderPlaceholderWebp } from '@/lib/server/media/placeholder-raster';

type Params = { kind: string; hue: string; label: string };

// The URL fully determines the picture: each one is drawn on its first request and kept, so the demo
// shop's pictures cost the server no more than static files after that.
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

const contentTypes: Record<PlaceholderFormat, string> = { webp: 'image/webp', svg: 'image/svg+xml; charset=utf-8' };

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const { kind, hue, label } = await params;
  const hueNumber = Number(hue);
  const dot = label.lastIndexOf('.');
  const format = placeholderFormats.find((f) => f === label.slice(dot + 1));
  if (!isPlaceholderKind(kind) || !Number.isInteger(hueNumber) || !format || dot <= 0) {
    return Response.json({ message: 'تصویر یافت نشد' }, { status: 404 });
  }
  // Next hands the segment over already decoded.
  const text = label.slice(0, dot);
  const body = format === 'webp' ? new Uint8Array(await renderPlaceholderWebp(kind, hueNumber, text)) : renderPlaceholderSvg(kind, hueNumber, text);
  return new Response(body, {
    headers: {
      'Content-Type': contentTypes[format],
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
