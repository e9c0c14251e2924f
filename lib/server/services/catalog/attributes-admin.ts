import 'server-only';
import { and, eq, ne, or } from 'drizzle-orm';
import type { AdminAttribute, AdminAttributeValue, AttributeInput, AttributeUpdateInput, AttributeValueInput } from '@/lib/contracts/admin/taxonomy';
import { getDb, type Tx } from '../../db/client';
import { attributes, attributeValues, productVariants } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { releasePictures, srcsOf } from './stored-pictures';

export const attributeMessages = {
  noAttribute: 'این ویژگی پیدا نشد',
  noValue: 'این مقدار پیدا نشد',
  colour: 'رنگ را به شکل #rrggbb بنویسید، مثل #1a2b3c',
  taken: 'این نام برای این ویژگی ثبت شده است',
  attributeTaken: 'ویژگی دیگری با همین نام هست',
  inUse: (n: number) => `این مقدار را ${n.toLocaleString('fa-IR')} تنوع کالا دارند و حذف نمی‌شود؛ نخست آن تنوع‌ها را عوض کنید`,
} as const;

const pickAttribute = (a: typeof attributes.$inferSelect): AdminAttribute => ({ id: a.id, title: a.title, type: a.type, sort: a.sort });

async function checkAttributeTitle(tx: Tx, title: string, exceptId: number | null) {
  const same = and(eq(attributes.title, title), exceptId === null ? undefined : ne(attributes.id, exceptId));
  if ((await tx.$count(attributes, same)) > 0) throw new ValidationError(attributeMessages.attributeTaken, { title: attributeMessages.attributeTaken });
}

/** A new attribute: a colour one (type 1, values with a swatch) or a text one (type 2, memory and the like). */
export async function createAttribute(actor: AuditActor, input: AttributeInput): Promise<AdminAttribute> {
  return getDb().transaction(async (tx) => {
    await checkAttributeTitle(tx, input.title, null);
    const [row] = await tx.insert(attributes).values(input).returning();
    await audit(tx, actor, { entityType: 'attribute', entityId: row!.id, action: 'create', before: null, after: pickAttribute(row!) });
    catalogChanged(tx);
    return pickAttribute(row!);
  });
}

export async function updateAttribute(actor: AuditActor, id: number, input: AttributeUpdateInput): Promise<AdminAttribute> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(attributes).where(eq(attributes.id, id)).for('update');
    if (!before) throw new NotFoundError(attributeMessages.noAttribute);
    await checkAttributeTitle(tx, input.title, id);
    const [after] = await tx.update(attributes).set(input).where(eq(attributes.id, id)).returning();
    await audit(tx, actor, { entityType: 'attribute', entityId: id, action: 'update', before: pickAttribute(before), after: pickAttribute(after!) });
    catalogChanged(tx);
    return pickAttribute(after!);
  });
}

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

/**
 * Deletes a value no variant uses, archived variants included (an order line names its variant, whose colour the
 * order still shows); a used one is a 409. The value's row lock makes a variant taking it meanwhile wait for the
 * foreign key's check, which then fails instead of pointing at nothing.
 */
export async function deleteAttributeValue(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(attributeValues).where(eq(attributeValues.id, id)).for('update');
    if (!before) throw new NotFoundError(attributeMessages.noValue);
    const users = await tx.$count(productVariants, or(eq(productVariants.attr1ValueId, id), eq(productVariants.attr2ValueId, id)));
    if (users > 0) throw new ConflictError(attributeMessages.inUse(users));
    await tx.delete(attributeValues).where(eq(attributeValues.id, id));
    releasePictures(tx, srcsOf(before.images));
    await audit(tx, actor, { entityType: 'attribute_value', entityId: id, action: 'delete', before: pick(before), after: null });
    catalogChanged(tx);
  });
}
