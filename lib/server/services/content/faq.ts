import 'server-only';
import { asc } from 'drizzle-orm';
import type { FaqGroup } from '@/lib/contracts/faq';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { faqGroups, faqs } from '../../db/schema';
import { CONTENT_TAG } from './company';

/** FAQ groups in display order with their questions; groups without questions are left out. */
export function listFaq(): Promise<FaqGroup[]> {
  return cached('faq', [CONTENT_TAG], async () => {
    const db = getDb();
    const [groups, items] = await Promise.all([
      db.select().from(faqGroups).orderBy(asc(faqGroups.sort), asc(faqGroups.id)),
      db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id)),
    ]);
    return groups
      .map((g) => ({
        id: g.id,
        title: g.title,
        items: items.filter((i) => i.groupId === g.id).map((i) => ({ id: i.id, question: i.question, answer: i.answer })),
      }))
      .filter((g) => g.items.length > 0);
  });
}
