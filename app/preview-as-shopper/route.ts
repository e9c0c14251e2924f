import { NextResponse, type NextRequest } from 'next/server';
import { SHOPPER_PREVIEW_COOKIE } from '@/lib/server/services/content/maintenance';

/**
 * "Preview as shopper" from the console: `/preview-as-shopper` opens the shop rendered as a plain shopper sees it
 * (during maintenance, the maintenance page) until `/preview-as-shopper?leave=1`, which returns to the settings.
 * A cookie for the browser session; it only takes the staff view away.
 */
export function GET(request: NextRequest) {
  const leave = request.nextUrl.searchParams.has('leave');
  // A relative Location: behind a proxy request.url may name another host than the one the browser holds cookies for.
  const response = new NextResponse(null, { status: 303, headers: { Location: leave ? '/admin/settings' : '/' } });
  if (leave) response.cookies.delete(SHOPPER_PREVIEW_COOKIE);
  else response.cookies.set(SHOPPER_PREVIEW_COOKIE, '1', { httpOnly: true, sameSite: 'lax', path: '/', secure: request.nextUrl.protocol === 'https:' });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
