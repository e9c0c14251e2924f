import 'server-only';
import sanitize from 'sanitize-html';

// Rich text (insurance coverage and terms, product descriptions) comes from operators and is shown with
// dangerouslySetInnerHTML: only these tags survive, links keep only safe schemes, every attribute but href goes.
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Operator links lead off the shop: no referrer, no search-engine credit.
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** Server-only: the parser is too heavy for client bundles, so pages receive already-clean HTML. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

// The only entities sanitize-html writes into text.
const ESCAPED: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The words of sanitised rich text, one space between blocks, entities read back (a page's meta description). */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
