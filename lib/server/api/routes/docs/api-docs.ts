import 'server-only';
import { adminAccessMessages } from '../../admin-access';
import { authServerMessages } from '../../../services/auth/auth-messages';
import { apiMessages } from '../../messages';

/**
 * What /api/docs shows: the OpenAPI document the API serves at /api/openapi.json, with a Persian example body on
 * every error answer an operation declares, so a reader sees what a client will actually get. The examples are the
 * messages the API's shared error paths answer with (api/messages.ts, errors.ts, admin-access.ts, the bearer check);
 * 409 and 410 have no shared sentence (each rule words its own), so theirs is representative. An operation's own rule
 * may answer a more specific sentence with the same status.
 */
type ErrorExample = { message: string; errors?: Record<string, string> };
type MediaType = { schema?: unknown; example?: unknown; examples?: unknown };
type Response = { description?: string; content?: Record<string, MediaType> };
type Operation = { responses?: Record<string, Response>; security?: unknown[]; 'x-permission'?: string };
/** An OpenAPI document as far as this file reads it: its paths, each a map of methods to operations. */
export type OpenApiDocument = { paths?: object };
type Paths = Record<string, Record<string, unknown>>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** The body one status answers with, as the API's shared error paths word it. */
export function errorExample(status: number, admin: boolean): ErrorExample | undefined {
  switch (status) {
    case 400:
      return { message: apiMessages.invalidInput, errors: { field: 'این فیلد الزامی است' } };
    case 401:
      return { message: admin ? adminAccessMessages.signIn : authServerMessages.badToken };
    case 403:
      return { message: admin ? adminAccessMessages.staffOnly : 'دسترسی به این بخش مجاز نیست' };
    case 404:
      return { message: 'مورد درخواستی یافت نشد' };
    case 405:
      return { message: apiMessages.methodNotAllowed };
    case 409:
      return { message: 'این درخواست با وضعیت فعلی همخوانی ندارد' };
    case 410:
      return { message: 'مهلت این پیوند به پایان رسیده است' };
    case 413:
      return { message: apiMessages.bodyTooLarge };
    case 429:
      return { message: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید' };
    case 503:
      return { message: apiMessages.notReady };
    default:
      return status >= 400 ? { message: apiMessages.internal } : undefined;
  }
}

/** A copy of the document with an example on every JSON error answer that has none of its own. */
export function withErrorExamples<T extends OpenApiDocument>(doc: T): T {
  const copy = structuredClone(doc);
  for (const item of Object.values((copy.paths ?? {}) as Paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method) || typeof value !== 'object' || value === null) continue;
      const operation = value as Operation;
      const admin = Boolean(operation['x-permission']);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const example = errorExample(Number(status), admin);
        const json = response.content?.['application/json'];
        if (!example || !json || json.example !== undefined || json.examples !== undefined) continue;
        json.example = example;
      }
    }
  }
  return copy;
}
