import 'server-only';
import { eq } from 'drizzle-orm';
import type { CooperationDetails, CooperationRequest } from '@/lib/contracts/cooperation';
import { cooperationDocuments as documentInfo, cooperationMessages as msg } from '@/lib/contracts/cooperation-messages';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { cities, cooperationRequests } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import type { Tx } from '../../db/client';
import { toCooperationRequests, type CooperationRow } from './view';

/** The user's request, or null before they saved or uploaded anything. */
export async function getOwnCooperationRequest(userId: number): Promise<CooperationRequest | null> {
  const db = getDb();
  const rows = await db.select().from(cooperationRequests).where(eq(cooperationRequests.userId, userId));
  return (await toCooperationRequests(db, rows))[0] ?? null;
}

/** The user's draft under a row lock, created on first use; a request past the draft can no longer change (409). */
export async function lockOwnDraft(tx: Tx, userId: number): Promise<CooperationRow> {
  await tx.insert(cooperationRequests).values({ userId }).onConflictDoNothing({ target: cooperationRequests.userId });
  const [row] = await tx.select().from(cooperationRequests).where(eq(cooperationRequests.userId, userId)).for('update');
  if (row!.state !== 'draft') throw new ConflictError(msg.closed);
  return row!;
}

/** Creates or updates the draft's company details; the city must lie in the province. */
export async function saveCooperationDetails(userId: number, details: CooperationDetails): Promise<CooperationRequest> {
  const db = getDb();
  const row = await db.transaction(async (tx) => {
    const [city] = await tx.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, details.cityId));
    if (!city) throw new ValidationError(msg.city, { cityId: msg.city });
    if (city.provinceId !== details.provinceId) throw new ValidationError(msg.cityOutsideProvince, { cityId: msg.cityOutsideProvince });
    const draft = await lockOwnDraft(tx, userId);
    const [saved] = await tx.update(cooperationRequests).set({ ...details, updatedAt: now() }).where(eq(cooperationRequests.id, draft.id)).returning();
    return saved!;
  });
  return (await toCooperationRequests(db, [row]))[0]!;
}

/** Submits the draft once its details are saved and every required document is there (400 naming what is missing). */
export async function submitCooperationRequest(userId: number): Promise<CooperationRequest> {
  const db = getDb();
  const row = await db.transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, userId);
    const [view] = await toCooperationRequests(tx, [draft]);
    if (!view!.details) throw new ValidationError(msg.detailsMissing);
    if (view!.missingDocuments.length > 0) {
      throw new ValidationError(msg.documentsMissing(view!.missingDocuments.map((t) => documentInfo[t].title)));
    }
    const at = now();
    const [submitted] = await tx
      .update(cooperationRequests)
      .set({ state: 'submitted', submittedAt: at, updatedAt: at })
      .where(eq(cooperationRequests.id, draft.id))
      .returning();
    return submitted!;
  });
  return (await toCooperationRequests(db, [row]))[0]!;
}
