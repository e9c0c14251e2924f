import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

const ORIGIN = 'https://shop.example';
/** What `c` is after the query string is decoded, as the page reads it. */
const c = (query: string) => new URLSearchParams(query).get('c');

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/orders/7?paid=1#top', '/dashboard/orders/7?paid=1#top'],
    ['/shop/category-mobile?brands=apple,samsung', '/shop/category-mobile?brands=apple,samsung'],
    ['/../cart', '/cart'],
    [`${ORIGIN}/cart`, '/cart'],
    ['cart', '/cart'],
  ])('keeps the same-site target %j as %j', (target, path) => {
    expect(safeReturnPath(target, ORIGIN)).toBe(path);
  });

  it.each([
    ['a tab', c('c=/%09/evil.example')],
    ['a line feed', c('c=/%0A/evil.example')],
    ['a carriage return', c('c=/%0D/evil.example')],
    ['a raw tab', '/\t/evil.example'],
    ['tabs between the slashes', '/\t\t/\t/evil.example'],
    ['two slashes', '//evil.example'],
    ['an encoded second slash', c('c=/%2Fevil.example')],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a slash and a backslash with a tab', '/\t\\evil.example'],
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a path collapsing to two slashes', '/.//evil.example'],
    ['leading spaces and controls', ' \u0000//evil.example'],
    ['our host as user info', `https://shop.example@evil.example/`],
    ['another port of our host', 'https://shop.example:8443/'],
    ['plain http of our host', 'http://shop.example/'],
  ])('sends %s home', (_name, target) => {
    expect(safeReturnPath(target, ORIGIN)).toBe('/');
  });

  it('sends nothing and junk home', () => {
    expect(safeReturnPath(null, ORIGIN)).toBe('/');
    expect(safeReturnPath('', ORIGIN)).toBe('/');
    expect(safeReturnPath('http://[::1', ORIGIN)).toBe('/');
  });
});
