import 'server-only';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { publicAttributeSchema } from '@/lib/contracts/catalog';
import { cached } from '../../cache';
import { getDb, type Db } from '../../db/client';
import { attributes, attributeValues } from '../../db/schema';
import { CATALOG_TAG } from './categories';

type PublicAttribute = z.infer<typeof publicAttributeSchema>;
type Reader = Pick<Db, 'select'>;

/** The attributes and their values, read through `db` (a transaction passes its own, see attributeRefs). */
export async function readPublicAttributes(db: Reader): Promise<PublicAttribute[]> {
  const [attrs, values] = await Promise.all([
    db.select().from(attributes).orderBy(asc(attributes.sort), asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.sort), asc(attributeValues.id)),
  ]);
  return attrs.map((a) => ({
    id: a.id,
    title: a.title,
    type: a.type,
    values: values
      .filter((v) => v.attributeId === a.id)
      .map((v) => ({ id: v.id, title: v.title, value: v.value, images: v.images })),
  }));
}

export function listPublicAttributes(): Promise<PublicAttribute[]> {
  return cached('attributes', [CATALOG_TAG], () => readPublicAttributes(getDb()));
}
