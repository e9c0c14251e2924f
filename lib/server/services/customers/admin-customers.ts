import 'server-only';
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  customerMessages as msg,
  type Customer,
  type CustomerBlockBody,
  type CustomerKind,
  type CustomerListQuery,
  type CustomerRow,
  type WalletAdjustBody,
  type WalletLedger,
} from '@/lib/contracts/admin/customers';
import type { Paged } from '@/lib/contracts/admin/paging';
import { toLatinDigits } from '@/lib/format/digits';
import { formatToman } from '@/lib/format/money';
import { normalizeMobile } from '@/lib/validators/mobile';
import { now } from '../../clock';
import { getDb, type Tx } from '../../db/client';
import { addresses, cities, facilityPlans, loanRequests, orders, provinces, sessions, userNotifications, userStaffRoles, users, walletEntries } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { notifyUser } from '../account/notifications';
import { audit, type AuditActor } from '../audit/audit-log';
import { revokeAllSessions } from '../auth/sessions';
import { creditWallet, debitWallet, walletBalance } from '../wallet/ledger';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const fullName = sql<string>`trim(coalesce(${users.fName}, '') || ' ' || coalesce(${users.lName}, ''))`;
const ordersCount = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id})`;
const balance = sql<string>`(select coalesce(sum(${walletEntries.amount}), 0) from ${walletEntries} where ${walletEntries.userId} = ${users.id})`;

/** q: a mobile in any digits, a ten-digit national code, or part of the name. */
function search(q: string): SQL {
  const latin = toLatinDigits(q).trim();
  const mobile = normalizeMobile(latin);
  if (mobile) return eq(users.mobile, mobile);
  if (/^\d{10}$/.test(latin)) return eq(users.nationalCode, latin);
  // Part of a number finds it too: operators often have only the last digits.
  if (/^\d{4,11}$/.test(latin)) return ilike(users.mobile, `%${latin}%`);
  return ilike(fullName, `%${escapeLike(q.trim())}%`);
}

type UserRow = typeof users.$inferSelect;

function row(user: UserRow, extra: { ordersCount: number; balance: string | number }): CustomerRow {
  return {
    id: user.id,
    mobile: user.mobile,
    name: [user.fName, user.lName].filter(Boolean).join(' '),
    nationalCode: user.nationalCode,
    kind: user.role,
    blocked: user.blockedAt !== null,
    createdAt: user.createdAt.toISOString(),
    ordersCount: extra.ordersCount,
    walletBalance: Number(extra.balance),
  };
}

export async function listCustomers(query: CustomerListQuery): Promise<Paged<CustomerRow>> {
  const { page, pageSize, sort, order } = query;
  const conditions: SQL[] = [];
  if (query.q) conditions.push(search(query.q));
  if (query.kind) conditions.push(eq(users.role, query.kind));
  if (query.blocked) conditions.push(query.blocked === '1' ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = order === 'asc' ? asc : desc;
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .select({ user: users, ordersCount, balance })
      .from(users)
      .where(where)
      .orderBy(direction(sort === 'id' ? users.id : users.createdAt), direction(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(users, where),
  ]);
  return { items: rows.map((r) => row(r.user, r)), total, page, pageSize };
}

async function userRow(db: Pick<Tx, 'select'>, id: number, lock = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [user] = lock ? await query.for('no key update') : await query;
  if (!user) throw new NotFoundError(msg.notFound);
  return user;
}

/** Everything the customer page shows, read in one go. */
export async function getCustomer(id: number): Promise<Customer> {
  const db = getDb();
  const user = await userRow(db, id);
  const at = now();
  const [[place], [counts], roles, [live], homes, loans, notices, wallet] = await Promise.all([
    db
      .select({ province: provinces.title, city: cities.title })
      .from(users)
      .leftJoin(provinces, eq(provinces.id, users.provinceId))
      .leftJoin(cities, eq(cities.id, users.cityId))
      .where(eq(users.id, id)),
    db
      .select({
        count: sql<number>`count(*)::int`,
        paid: sql<string>`coalesce(sum(${orders.payable} - ${orders.refundedAmount}) filter (where ${orders.paidAt} is not null), 0)`,
      })
      .from(orders)
      .where(eq(orders.userId, id)),
    db.select({ role: userStaffRoles.roleKey }).from(userStaffRoles).where(eq(userStaffRoles.userId, id)).orderBy(asc(userStaffRoles.roleKey)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, at))),
    db
      .select({ address: addresses, province: provinces.title, city: cities.title })
      .from(addresses)
      .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .where(eq(addresses.userId, id))
      .orderBy(desc(addresses.isDefault), asc(addresses.id)),
    db
      .select({ loan: loanRequests, plan: facilityPlans.name })
      .from(loanRequests)
      .innerJoin(facilityPlans, eq(facilityPlans.id, loanRequests.planId))
      .where(eq(loanRequests.userId, id))
      .orderBy(desc(loanRequests.id))
      .limit(50),
    db.select().from(userNotifications).where(eq(userNotifications.userId, id)).orderBy(desc(userNotifications.id)).limit(20),
    walletBalance(id, db),
  ]);
  return {
    ...row(user, { ordersCount: counts?.count ?? 0, balance: wallet }),
    fName: user.fName,
    lName: user.lName,
    birthDate: user.birthDate,
    province: place?.province ?? null,
    city: place?.city ?? null,
    blockedAt: user.blockedAt?.toISOString() ?? null,
    blockedReason: user.blockedReason,
    staffRoles: roles.map((r) => r.role),
    activeSessions: live?.count ?? 0,
    paidTotal: Number(counts?.paid ?? 0),
    addresses: homes.map((h) => ({
      id: h.address.id,
      text: `${h.province}، ${h.city}، ${h.address.address} (کد پستی ${h.address.postalCode})`,
      receiver: `${h.address.receiverName} ${h.address.receiverMobile}`,
      isDefault: h.address.isDefault,
    })),
    loans: loans.map((l) => ({ id: l.loan.id, state: l.loan.state, plan: l.plan, price: l.loan.price, loanAmount: l.loan.loanAmount, createdAt: l.loan.createdAt.toISOString() })),
    notifications: notices.map((n) => ({ id: n.id, kind: n.kind, title: n.title, body: n.body, createdAt: n.createdAt.toISOString() })),
  };
}

export async function customerWallet(id: number, { page, pageSize, order }: { page: number; pageSize: number; order: 'asc' | 'desc' }): Promise<WalletLedger> {
  const db = getDb();
  await userRow(db, id);
  const where = eq(walletEntries.userId, id);
  const direction = order === 'asc' ? asc : desc;
  const [rows, total, sum] = await Promise.all([
    db.select().from(walletEntries).where(where).orderBy(direction(walletEntries.createdAt), direction(walletEntries.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.$count(walletEntries, where),
    walletBalance(id, db),
  ]);
  return {
    items: rows.map((e) => ({ id: e.id, amount: e.amount, kind: e.kind, reason: e.reason, reference: e.reference, createdAt: e.createdAt.toISOString() })),
    total,
    page,
    pageSize,
    balance: sum,
  };
}

/**
 * An operator's credit or debit of a wallet, as an `adjustment` entry labelled with the reason. A debit that would take
 * the balance below zero is refused (the ledger checks it under the wallet's lock). The customer is told.
 */
export async function adjustWallet(actor: AuditActor, id: number, body: WalletAdjustBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    await userRow(tx, id);
    const before = await walletBalance(id, tx);
    const entry = { userId: id, amount: body.amount, kind: 'adjustment' as const, reference: `operator:${actor.kind === 'user' ? actor.userId : 'system'}`, description: body.reason };
    if (body.direction === 'credit') await creditWallet(tx, entry);
    else await debitWallet(tx, entry);
    const after = await walletBalance(id, tx);
    await notifyUser(tx, {
      userId: id,
      kind: 'wallet',
      title: body.direction === 'credit' ? 'افزایش موجودی کیف پول' : 'کاهش موجودی کیف پول',
      body: `${formatToman(body.amount)} تومان ${body.direction === 'credit' ? 'به کیف پول شما افزوده' : 'از کیف پول شما کم'} شد: ${body.reason}`,
    });
    await audit(tx, actor, { entityType: 'user', entityId: id, action: 'wallet.adjust', before: { walletBalance: before }, after: { walletBalance: after, direction: body.direction, amount: body.amount, reason: body.reason } });
  });
}

/** The seller flag (noCheck) and the supervisor role are the account's kind (SPEC §6). */
export async function setCustomerKind(actor: AuditActor, id: number, kind: CustomerKind): Promise<void> {
  await getDb().transaction(async (tx) => {
    const user = await userRow(tx, id, true);
    if (user.role === kind) throw new ConflictError(msg.sameKind);
    await tx.update(users).set({ role: kind, updatedAt: now() }).where(eq(users.id, id));
    await audit(tx, actor, { entityType: 'user', entityId: id, action: 'customer.kind', before: { kind: user.role }, after: { kind } });
  });
}

/**
 * Blocking ends every session at once and refuses sign-in (code or password) until lifted. Staff accounts are
 * refused here: their roles are taken on the staff page first, so nobody locks an admin out from the orders desk.
 */
export async function setCustomerBlock(actor: AuditActor, id: number, body: CustomerBlockBody): Promise<number> {
  return getDb().transaction(async (tx) => {
    const user = await userRow(tx, id, true);
    const at = now();
    if (body.blocked) {
      if (user.blockedAt) throw new ConflictError(msg.blockedAlready);
      const [staff] = await tx.select({ role: userStaffRoles.roleKey }).from(userStaffRoles).where(eq(userStaffRoles.userId, id)).limit(1);
      if (staff) throw new ConflictError(msg.staffBlocked);
      await tx.update(users).set({ blockedAt: at, blockedReason: body.reason, updatedAt: at }).where(eq(users.id, id));
      const ended = await revokeAllSessions(tx, id, at);
      await audit(tx, actor, { entityType: 'user', entityId: id, action: 'customer.block', before: { blocked: false }, after: { blocked: true, reason: body.reason, sessionsEnded: ended } });
      return ended;
    }
    if (!user.blockedAt) throw new ConflictError(msg.notBlocked);
    await tx.update(users).set({ blockedAt: null, blockedReason: null, updatedAt: at }).where(eq(users.id, id));
    await audit(tx, actor, { entityType: 'user', entityId: id, action: 'customer.unblock', before: { blocked: true, reason: user.blockedReason }, after: { blocked: false } });
    return 0;
  });
}

/** Signs the customer out everywhere (a lost phone, a shared device); they may sign in again. */
export async function endCustomerSessions(actor: AuditActor, id: number): Promise<number> {
  return getDb().transaction(async (tx) => {
    await userRow(tx, id, true);
    const ended = await revokeAllSessions(tx, id, now());
    await audit(tx, actor, { entityType: 'user', entityId: id, action: 'customer.sessions_end', before: null, after: { sessionsEnded: ended } });
    return ended;
  });
}
