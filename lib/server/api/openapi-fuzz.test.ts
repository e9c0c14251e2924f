import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { freshIp, loginWithCode } from '@/tests/auth';
import { loginAsStaff } from '@/tests/staff';

/**
 * Fuzzes every operation of /api/openapi.json with generated bad and edge-case input (NUL and other controls, huge
 * and fractional numbers, wrong types, missing and extra fields, wrong and broken content types, overlong text) as
 * a visitor, a customer, a seller and an admin, and expects no 5xx. Replay a failure with the printed seed:
 * FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run lib/server/api/openapi-fuzz.test.ts
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 20);

const evilStrings = [
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\u001b[31m',
  '\u0085',
  '\uD800',
  'x'.repeat(20_000),
  '😀'.repeat(500),
  '',
  ' ',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '٠٩١٢٣٤٥٦٧٨٩',
  '۰۹۱۲۳۴۵۶۷۸۹',
  '09121234567',
  '2147483648',
  '-1',
  '1e400',
  'NaN',
  'null',
  'true',
  '{"a":1}',
];
const edgeNumbers = [0, -1, 1, 2, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 9_007_199_254_740_993, 1e308, -1e308, 1e-9];

const evilString = fc.constantFrom(...evilStrings);
const edgeNumber = fc.constantFrom(...edgeNumbers);
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  edgeNumber,
  evilString,
  fc.constant([]),
  fc.constant({}),
  fc.array(evilString, { maxLength: 3 }),
  fc.dictionary(evilString, evilString, { maxKeys: 2 }),
);

function resolve(schema: Schema, doc: Document): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return doc.components?.schemas?.[name] ?? {};
}

/** Mostly what the schema asks for, so requests get past validation into the services; else an edge or a wrong type. */
function mostly(plausible: fc.Arbitrary<unknown>, edge: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: edge }, { weight: 1, arbitrary: wrongType });
}

function plausibleString(schema: Schema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((v) => v.slice(0, schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot read: plain strings below.
    }
  }
  const sized = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
  return fc.oneof(sized, fc.constantFrom('1', '2', '09121234567', '0012345678', 'مریم احمدی', '2026-01-01T00:00:00Z', 'sandbox', 'approve'));
}

/** A value for a schema: plausible, at an edge, or of the wrong type. */
function valueOf(raw: Schema, doc: Document, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw, doc);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => valueOf(s, doc, depth + 1)));
  if (schema.allOf) return valueOf(schema.allOf[0] ?? {}, doc, depth + 1);
  if (schema.enum) return mostly(fc.constantFrom(...schema.enum), evilString);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -3, -1e6);
      const max = Math.min(schema.maximum ?? Math.max(min + 12, 12), min + 1e9);
      return mostly(fc.oneof(fc.integer({ min, max }), fc.integer({ min, max }).map(String)), fc.oneof(edgeNumber, evilString));
    }
    case 'boolean':
      return mostly(fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')), evilString);
    case 'array':
      return depth > 3 ? wrongType : mostly(fc.array(valueOf(schema.items ?? {}, doc, depth + 1), { maxLength: 4 }), fc.array(evilString, { maxLength: 3 }));
    case 'object':
      return depth > 3 ? wrongType : fc.oneof({ weight: 4, arbitrary: objectOf(schema, doc, depth) }, { weight: 1, arbitrary: wrongType });
    case 'string':
      return mostly(plausibleString(schema), evilString);
    default:
      return fc.oneof(evilString, edgeNumber, wrongType);
  }
}

/** An object with some fields left out, some extra ones, each field's value generated. */
function objectOf(schema: Schema, doc: Document, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(properties.map(([name, s]) => [name, valueOf(s, doc, depth + 1)]));
  const required = (schema.required ?? []).filter((k) => k in fields);
  return fc
    .tuple(
      fc.oneof(fc.record(fields, { requiredKeys: required }), fc.record(fields, { requiredKeys: [] })),
      fc.dictionary(evilString, wrongType, { maxKeys: 2 }),
      fc.integer({ min: 0, max: 4 }),
    )
    .map(([known, extra, dice]) => (dice === 0 ? { ...extra, ...known } : known));
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encodeSegment = (text: string) => [...new TextEncoder().encode(text)].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join('');

const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v) ?? '');

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string } | { kind: 'form'; multipart: boolean; value: unknown };

function bodyOf(op: Operation, doc: Document): fc.Arbitrary<Body> {
  const content = op.requestBody?.content ?? {};
  const declared = Object.entries(content).map(([type, { schema }]) =>
    valueOf(schema, doc).map((value): Body => (type === 'application/json' ? { kind: 'json', value } : { kind: 'form', multipart: type === 'multipart/form-data', value })),
  );
  const wrong: fc.Arbitrary<Body>[] = [
    fc.constant({ kind: 'none' }),
    fc.constantFrom(
      { kind: 'raw', type: 'application/json', text: '{"a":' },
      { kind: 'raw', type: 'application/json', text: '{"id":1e400,"qty":123456789012345678901234567890}' },
      { kind: 'raw', type: 'application/json', text: '"\\u0000"' },
      { kind: 'raw', type: 'text/plain', text: 'hello' },
      { kind: 'raw', type: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' },
      { kind: 'raw', type: 'application/x-www-form-urlencoded', text: 'a=%ZZ&b=%00' },
      { kind: 'raw', type: 'application/xml', text: '<a/>' },
    ),
    fc.record({ value: fc.anything({ maxDepth: 2 }) }).map(({ value }): Body => ({ kind: 'json', value })),
    fc.record({ value: fc.dictionary(evilString, wrongType, { maxKeys: 3 }), multipart: fc.boolean() }).map(({ value, multipart }): Body => ({ kind: 'form', multipart, value })),
  ];
  return fc.oneof(...declared.map((arbitrary) => ({ weight: 3, arbitrary })), ...wrong.map((arbitrary) => ({ weight: 1, arbitrary })));
}

function encodeBody(body: Body): { body?: BodyInit; type?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'raw':
      return { body: body.text, type: body.type };
    case 'json':
      return { body: JSON.stringify(body.value) ?? 'null', type: 'application/json' };
    case 'form': {
      const entries = body.value && typeof body.value === 'object' && !Array.isArray(body.value) ? Object.entries(body.value) : [['_', body.value] as const];
      if (!body.multipart) return { body: new URLSearchParams(entries.map(([k, v]) => [k, asText(v)])).toString(), type: 'application/x-www-form-urlencoded' };
      const form = new FormData();
      for (const [k, v] of entries) {
        // A file field gets a small file now and then: a PDF's magic bytes, or junk.
        if (k === 'file') form.append(k, new Blob([typeof v === 'string' && v.length % 2 ? '%PDF-1.4 fuzz' : asText(v)]), 'f.pdf');
        else form.append(k, asText(v));
      }
      return { body: form };
    }
  }
}

type Caller = 'visitor' | 'customer' | 'seller' | 'admin';
let tokens: Record<Exclude<Caller, 'visitor'>, string>;

function requestOf(path: string, method: string, op: Operation, doc: Document) {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(
    ...pathParams.map((p) => fc.oneof(valueOf(p.schema ?? {}, doc), fc.integer({ min: 1, max: 6 }), fc.constantFrom('%ZZ', '%C0%80', '%00', '..', '%2F'))),
  ) as fc.Arbitrary<unknown[]>;
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, valueOf(p.schema ?? {}, doc)])), { requiredKeys: [] });
  // Logging out would end the shared sessions the other requests use.
  const caller = path === '/api/v1/logout' ? fc.constant<Caller>('visitor') : fc.constantFrom<Caller>('visitor', 'customer', 'seller', 'admin');
  return fc.record({ pathValues, query, body: bodyOf(op, doc), caller }).map(({ pathValues: values, query: q, body, caller: who }) => {
    let url = path.replace(/^\/api/, '');
    pathParams.forEach((p, i) => {
      const text = asText(values[i]);
      // Raw escapes (some broken on purpose) go as they are; anything else is encoded.
      url = url.replace(`{${p.name}}`, (/^(%[0-9A-Z]{2})+$|^\.\.$/.test(text) ? text : encodeSegment(text)) || '0');
    });
    const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, asText(v)])).toString();
    const { body: encoded, type } = encodeBody(body);
    const headers: Record<string, string> = { 'X-Forwarded-For': freshIp() };
    if (type) headers['Content-Type'] = type;
    if (who !== 'visitor') headers.Authorization = `Bearer ${tokens[who]}`;
    const init: RequestInit = { method: method.toUpperCase(), headers, ...(encoded !== undefined && method !== 'get' ? { body: encoded } : {}) };
    return { url: search ? `${url}?${search}` : url, init, who, body };
  });
}

async function tokenWithRole(role: 'customer' | 'seller'): Promise<string> {
  const login = await loginWithCode();
  await getDb().update(users).set({ role }).where(eq(users.mobile, login.user.mobile));
  return login.token;
}

describe('API fuzz from /api/openapi.json', () => {
  let doc: Document;

  beforeAll(async () => {
    doc = (await callApi('/openapi.json')).body as Document;
    tokens = { customer: await tokenWithRole('customer'), seller: await tokenWithRole('seller'), admin: (await loginAsStaff('admin')).token };
    // Thousands of generated requests: anything printed on the console would bury the test output.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });

  it('answers no 5xx to any generated request of any operation', { timeout: 900_000 }, async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(90);
    process.stdout.write(`[fuzz] seed=${seed} runs=${runs} per operation, ${operations.length} operations (replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs})\n`);
    let requests = 0;
    for (const [index, { path, method, op }] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(requestOf(path, method, op, doc), async ({ url, init }) => {
          requests++;
          const res = await callApi(url, init);
          if (res.status >= 500) throw new Error(`${init.method} ${url} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
        }),
        { seed: seed + index, numRuns: runs, endOnFailure: true },
      );
    }
    process.stdout.write(`[fuzz] ${requests} requests, no 5xx\n`);
  });
});
