import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { AdminAttributeValue, AttributeValueInput } from '@/lib/contracts/admin/taxonomy';
import { getDb, type Tx } from '../../db/client';
import { attributes, attributeValues } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';

export const attributeMessages = {
  noAttribute: 'این ویژگی پیدا نشد',
  noValue: 'این مقدار پیدا نشد',
  colour: 'رنگ را به شکل #rrggbb بنویسید، مثل #1a2b3c',
  taken: 'این نام برای این ویژگی ثبت شده است',
} as const;

type Row = typeof attributeValues.$inferSelect;
const pick = (v: Row): AdminAttributeValue => ({ id: v.id, attributeId: v.attributeId, title: v.title, value: v.value, sort: v.sort });

async function check(tx: Tx, attributeId: number, input: AttributeValueInput, exceptId: number | null) {
  const [attribute] = await tx.select().from(attributes).where(eq(attributes.id, attributeId));
  if (!attribute) throw new NotFoundError(attributeMessages.noAttribute);
  if (attribute.type === 1 && !/^#[0-9a-fA-F]{6}$/.test(input.value)) throw new ValidationError(attributeMessages.colour, { value: attributeMessages.colour });
  const same = and(eq(attributeValues.attributeId, attributeId), eq(attributeValues.title, input.title), exceptId === null ? undefined : ne(attributeValues.id, exceptId));
  if ((await tx.$count(attributeValues, same)) > 0) throw new ValidationError(attributeMessages.taken, { title: attributeMessages.taken });
}

/** A new colour (with its swatch) or a new text value (a memory size…) that variants can then use. */
export async function createAttributeValue(actor: AuditActor, attributeId: number, input: AttributeValueInput): Promise<AdminAttributeValue> {
  return getDb().transaction(async (tx) => {
    await check(tx, attributeId, input, null);
    const [row] = await tx.insert(attributeValues).values({ ...input, attributeId }).returning();
    await audit(tx, actor, { entityType: 'attribute_value', entityId: row!.id, action: 'create', before: null, after: pick(row!) });
    catalogChanged(tx);
    return pick(row!);
  });
}

export async function updateAttributeValue(actor: AuditActor, id: number, input: AttributeValueInput): Promise<AdminAttributeValue> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(attributeValues).where(eq(attributeValues.id, id)).for('update');
    if (!before) throw new NotFoundError(attributeMessages.noValue);
    await check(tx, before.attributeId, input, id);
    const [after] = await tx.update(attributeValues).set(input).where(eq(attributeValues.id, id)).returning();
    await audit(tx, actor, { entityType: 'attribute_value', entityId: id, action: 'update', before: pick(before), after: pick(after!) });
    catalogChanged(tx);
    return pick(after!);
  });
}
