import 'server-only';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { orderMessages as msg, type Address, type AddressBody } from '@/lib/contracts/orders';
import { getDb } from '../../db/client';
import { addresses, cities, provinces } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Tx } from '../../db/client';

const MAX_ADDRESSES = 20;

const columns = {
  id: addresses.id,
  provinceId: addresses.provinceId,
  provinceTitle: provinces.title,
  cityId: addresses.cityId,
  cityTitle: cities.title,
  address: addresses.address,
  postalCode: addresses.postalCode,
  receiverName: addresses.receiverName,
  receiverMobile: addresses.receiverMobile,
  isDefault: addresses.isDefault,
};

/** The user's addresses, the default first. */
export function listAddresses(userId: number, db: Pick<Tx, 'select'> = getDb()): Promise<Address[]> {
  return db
    .select(columns)
    .from(addresses)
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

/** One of the user's addresses; someone else's id is simply not found. */
export async function findAddress(userId: number, id: number, db: Pick<Tx, 'select'> = getDb()): Promise<Address> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw new NotFoundError(msg.addressNotFound);
  return row;
}

async function checkPlace(tx: Tx, body: AddressBody) {
  const [city] = await tx.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, body.cityId));
  if (!city) throw new ValidationError(msg.city, { cityId: msg.city });
  if (city.provinceId !== body.provinceId) throw new ValidationError(msg.cityOutsideProvince, { cityId: msg.cityOutsideProvince });
}

/** Makes `id` the only default of the user (the partial unique index allows one). */
async function makeDefault(tx: Tx, userId: number, id: number) {
  await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true }).where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
}

/** Serialises one user's address writes, so two parallel "default" changes cannot both win. */
async function lockUser(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), ${userId})`);
}

export async function createAddress(userId: number, body: AddressBody): Promise<Address> {
  const id = await getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    await checkPlace(tx, body);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId))) as [{ count: number }];
    if (count >= MAX_ADDRESSES) throw new ConflictError(msg.tooManyAddresses);
    const { isDefault, ...fields } = body;
    const [row] = await tx.insert(addresses).values({ ...fields, userId }).returning({ id: addresses.id });
    // The first address is the default whatever was asked: checkout needs one to start from.
    if (isDefault || count === 0) await makeDefault(tx, userId, row!.id);
    return row!.id;
  });
  return findAddress(userId, id);
}

export async function updateAddress(userId: number, id: number, body: AddressBody): Promise<Address> {
  await getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    await checkPlace(tx, body);
    const { isDefault, ...fields } = body;
    const updated = await tx.update(addresses).set(fields).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
    if (updated.length === 0) throw new NotFoundError(msg.addressNotFound);
    if (isDefault) await makeDefault(tx, userId, id);
  });
  return findAddress(userId, id);
}

export async function setDefaultAddress(userId: number, id: number): Promise<Address> {
  await getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    await findAddress(userId, id, tx);
    await makeDefault(tx, userId, id);
  });
  return findAddress(userId, id);
}

/** Orders keep their own copy of the address, so deleting one never changes an order. */
export async function deleteAddress(userId: number, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    const [gone] = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ isDefault: addresses.isDefault });
    if (!gone) throw new NotFoundError(msg.addressNotFound);
    if (gone.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).limit(1);
      if (next) await makeDefault(tx, userId, next.id);
    }
  });
}
