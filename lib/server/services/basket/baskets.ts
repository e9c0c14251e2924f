import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { basketMessages as msg, type BasketAnswer } from '@/lib/contracts/basket';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { basketItems, baskets } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Tx } from '../../db/client';
import { deleteLine, dropSoldOutAccompanying, emptyLines, mergeLine, putLine, removeInsurance, type LineInput } from './lines-write';
import { setBasketPlan } from '../facility/basket-facility';
import { readBasket } from './read';
import type { Viewer } from './variant-rules';

/** 128 random bits: a public basket is reachable only by whoever holds its id. */
const newBasketId = () => randomBytes(16).toString('base64url');

/** The user's basket, created on first use, locked for the rest of the transaction. */
async function lockUserBasket(tx: Tx, userId: number): Promise<string> {
  await tx.insert(baskets).values({ id: newBasketId(), userId }).onConflictDoNothing({ target: baskets.userId });
  const [row] = await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId)).for('update');
  return row!.id;
}

async function lockPublicBasket(tx: Tx, id: string): Promise<string | undefined> {
  const [row] = await tx.select({ id: baskets.id }).from(baskets).where(and(eq(baskets.id, id), isNull(baskets.userId))).for('update');
  return row?.id;
}

async function touch(tx: Tx, id: string) {
  await tx.update(baskets).set({ updatedAt: now() }).where(eq(baskets.id, id));
}

export type UserBasketChange =
  | { kind: 'add' | 'set'; line: LineInput }
  | { kind: 'bulk'; lines: readonly LineInput[] }
  | { kind: 'delete' | 'removeInsurance'; lineId: number }
  | { kind: 'empty' }
  | { kind: 'import'; publicBasketId: string }
  | { kind: 'facility'; planId: number | null };

/** A change's answer, and the accompanying items an add left out because they are sold out. */
export type BasketChangeResult = { answer: BasketAnswer; leftOut: string[] };

/** Every change of a user's basket runs under its row lock, so parallel requests never lose a line. */
export async function changeUserBasket(userId: number, viewer: Viewer, change: UserBasketChange): Promise<BasketChangeResult> {
  const at = now();
  const db = getDb();
  const leftOut: string[] = [];
  const id = await db.transaction(async (tx) => {
    const basketId = await lockUserBasket(tx, userId);
    switch (change.kind) {
      case 'add':
      case 'set':
        leftOut.push(...(await putLine(tx, basketId, change.line, viewer, at, change.kind)));
        break;
      case 'bulk':
        for (const line of change.lines) leftOut.push(...(await putLine(tx, basketId, line, viewer, at, 'add')));
        break;
      case 'delete':
        await deleteLine(tx, basketId, change.lineId);
        break;
      case 'removeInsurance':
        await removeInsurance(tx, basketId, change.lineId);
        break;
      case 'empty':
        await emptyLines(tx, basketId);
        break;
      case 'import':
        await importPublic(tx, basketId, change.publicBasketId, viewer, at);
        break;
      case 'facility':
        await setBasketPlan(tx, basketId, change.planId);
        break;
    }
    await dropSoldOutAccompanying(tx, basketId);
    await touch(tx, basketId);
    return basketId;
  });
  return { answer: await readBasket(db, id, viewer.noCheck, at), leftOut: [...new Set(leftOut)] };
}

/** SPEC §4: the public lines join the user's, then the public basket is gone; a second import finds nothing to do. */
async function importPublic(tx: Tx, basketId: string, publicId: string, viewer: Viewer, at: Date) {
  if (!(await lockPublicBasket(tx, publicId))) return;
  const lines = await tx
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.basketId, publicId), isNull(basketItems.parentItemId)))
    .orderBy(asc(basketItems.id));
  for (const line of lines) await mergeLine(tx, basketId, line, viewer, at);
  await tx.delete(baskets).where(eq(baskets.id, publicId));
}

export async function getUserBasket(userId: number, viewer: Viewer): Promise<BasketAnswer> {
  const db = getDb();
  const [row] = await db.select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId));
  return readBasket(db, row?.id ?? null, viewer.noCheck, now());
}

const visitor: Viewer = { noCheck: false };

export type PublicBasketChange =
  | { kind: 'set'; line: LineInput }
  | { kind: 'delete' | 'removeInsurance'; lineId: number }
  | { kind: 'empty' };

/**
 * SPEC §7 addPublicBasket: adds to the given basket, or to a new one when none (or an unknown one) is given. Answers
 * the basket's id and the accompanying items left out because they are sold out.
 */
export async function addToPublicBasket(basketId: string | undefined, line: LineInput): Promise<{ id: string; leftOut: string[] }> {
  const at = now();
  return getDb().transaction(async (tx) => {
    let id = basketId ? await lockPublicBasket(tx, basketId) : undefined;
    if (!id) {
      id = newBasketId();
      await tx.insert(baskets).values({ id });
    }
    const leftOut = await putLine(tx, id, line, visitor, at, 'add');
    await dropSoldOutAccompanying(tx, id);
    await touch(tx, id);
    return { id, leftOut };
  });
}

export async function changePublicBasket(basketId: string, change: PublicBasketChange): Promise<BasketAnswer> {
  const at = now();
  const db = getDb();
  await db.transaction(async (tx) => {
    const id = await lockPublicBasket(tx, basketId);
    if (!id) throw new NotFoundError(msg.unknownBasket);
    if (change.kind === 'set') await putLine(tx, id, change.line, visitor, at, 'set');
    else if (change.kind === 'delete') await deleteLine(tx, id, change.lineId);
    else if (change.kind === 'removeInsurance') await removeInsurance(tx, id, change.lineId);
    else await emptyLines(tx, id);
    await dropSoldOutAccompanying(tx, id);
    await touch(tx, id);
  });
  return readBasket(db, basketId, false, at);
}

export async function getPublicBasket(basketId: string): Promise<BasketAnswer> {
  const db = getDb();
  const [row] = await db.select({ id: baskets.id }).from(baskets).where(and(eq(baskets.id, basketId), isNull(baskets.userId)));
  if (!row) throw new NotFoundError(msg.unknownBasket);
  return readBasket(db, row.id, false, now());
}
