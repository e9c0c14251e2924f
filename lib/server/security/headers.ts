import 'server-only';

/**
 * The headers every answer carries, pages, API, files and errors alike (docs/security.md "Headers"). No page may be
 * framed (clickjacking on the login, pay-link and sandbox bank pages), types are never sniffed, other sites learn
 * only our origin, and the powerful browser features are off: the shop uses none of them.
 */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  return {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Only when the shop is served over https: a browser that saw it would refuse plain http to the host for a year.
    ...(siteUrl.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}

/** For answers that are not pages (JSON, files, pictures): they may load nothing and be framed by nobody. */
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Where a page may load from besides itself: the shop's origin and the hosts its settings name. */
export type PageSources = {
  /** SITE_URL's origin and the API's, when they differ from the page's own. */
  own: string[];
  /** Analytics, tag manager and live-chat origins from company settings. */
  thirdParty: string[];
  https: boolean;
  dev: boolean;
};

/**
 * A page's Content-Security-Policy. Scripts run only from our origin, the configured hosts, and inline only when
 * they carry the response's nonce (pages rendered per request) or match a hash of the kept page's own inline
 * scripts (docs/security.md "Kept pages"). Styles may be inline: the stylesheet is inlined into every page and
 * React writes style attributes, which nonces cannot cover. Pictures may come from any https host (banners and
 * product pictures on a CDN or object storage); they cannot run code.
 */
export function pagePolicy(sources: PageSources, scripts: { nonce: string } | { hashes: string[] }): string {
  const hosts = [...new Set([...sources.own, ...sources.thirdParty])].join(' ');
  const inline = 'nonce' in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.map((h) => `'sha256-${h}'`).join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inline} ${hosts}${sources.dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline' ${hosts}`,
    `img-src 'self' data: blob: https: ${hosts}`,
    `font-src 'self' data: ${hosts}`,
    `connect-src 'self' ${hosts}`,
    `frame-src 'self' ${sources.thirdParty.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${sources.own.join(' ')}`,
    "frame-ancestors 'none'",
    ...(sources.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.map((d) => d.replace(/\s+/g, ' ').trim()).join('; ');
}
