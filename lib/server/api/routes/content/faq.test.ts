import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@/lib/contracts/envelope';
import { faqGroupSchema } from '@/lib/contracts/faq';
import { callApi } from '@/tests/api';
import { createRouter } from '../../create-app';
import { mountContentFaq } from './faq.handlers';

describe('GET /api/public/faq', () => {
  it('answers the FAQ groups in order, each with its questions and answers', async () => {
    const res = await callApi('/public/faq');
    expect(res.status).toBe(200);
    const { data } = envelope(z.array(faqGroupSchema)).parse(res.body);
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data[0]?.title).toBe('ثبت سفارش');
    expect(data[0]?.items[0]?.question).toBe('برای خرید از سایت حتما باید ثبت نام کنم؟');
    for (const group of data) {
      expect(group.items.length).toBeGreaterThan(0);
      expect(group.items.every((i) => i.question.length > 0 && i.answer.length > 0)).toBe(true);
    }
    expect(new Set(data.flatMap((g) => g.items.map((i) => i.id))).size).toBe(data.reduce((n, g) => n + g.items.length, 0));
  });

  it('lets shared caches keep it for a minute', async () => {
    const res = await callApi('/public/faq');
    expect(res.headers.get('cache-control')).toContain('max-age=60');
  });

  it('is described in the OpenAPI document', () => {
    // Only this slice: the whole document is covered by app.test.ts.
    const app = createRouter();
    mountContentFaq(app);
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'test', version: '0' } });
    expect(doc.paths?.['/public/faq']?.get?.responses?.['200']).toBeDefined();
  });
});
