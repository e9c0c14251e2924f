import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { addDays, daysBetween, owedOn, unpaidAmount } from '@/lib/facility/instalments';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatTomanWithUnit } from '@/lib/format/money';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { logger } from '../../log/logger';
import { loanInstalments, loanReminders, loanRequests, users } from '../../db/schema';
import { smsProvider } from '../../providers/sms/create-sms-provider';
import { notifyUser } from '../account/notifications';
import { getCompany } from '../content/company';
import { ledgerOf, tehranDay, type LedgerRow } from './loan-ledger';

export type ReminderRules = { beforeDays: readonly number[]; overdueEveryDays: number };

export const reminderRules = (): ReminderRules => ({ beforeDays: env().INSTALMENT_REMIND_BEFORE_DAYS, overdueEveryDays: env().INSTALMENT_REMIND_OVERDUE_EVERY_DAYS });

/** Days past the due date (negative before it) when an instalment is reminded of. */
export function remindsOn(offset: number, rules: ReminderRules): boolean {
  if (offset <= 0) return rules.beforeDays.includes(-offset);
  return rules.overdueEveryDays > 0 && offset % rules.overdueEveryDays === 0;
}

function reminderText(shop: string, loanId: number, due: (LedgerRow & { offset: number })[], link: string): { title: string; body: string; sms: string } {
  const first = due[0]!;
  const owed = due.reduce((s, i) => s + owedOn(i), 0);
  const more = due.length > 1 ? ` و ${toPersianDigits(due.length - 1)} قسط دیگر` : '';
  const which = `قسط ${toPersianDigits(first.number)}${more} وام شماره ${toPersianDigits(loanId)}`;
  const date = formatJalaliDate(first.dueDate);
  let body: string;
  if (first.offset < 0) body = `${which} به مبلغ ${formatTomanWithUnit(owed)} در تاریخ ${date} (${toPersianDigits(-first.offset)} روز دیگر) سررسید می‌شود.`;
  else if (first.offset === 0) body = `امروز (${date}) سررسید ${which} به مبلغ ${formatTomanWithUnit(owed)} است.`;
  else body = `${which} از ${date} (${toPersianDigits(first.offset)} روز) پرداخت نشده است؛ بدهی با جریمه دیرکرد: ${formatTomanWithUnit(owed)}.`;
  return { title: first.offset > 0 ? 'قسط معوق' : 'یادآوری سررسید قسط', body, sms: `${shop}: ${body} پرداخت: ${link}` };
}

/**
 * The reminder job (docs/jobs.md): for every running loan, its unpaid instalments that fall due in one of the
 * configured days, today, or are overdue by a multiple of the overdue interval get one in-app notification and one
 * SMS per loan and day. The loan_reminders row of each instalment and day is written first in the same
 * transaction: a second run, or another instance at the same moment, finds it and sends nothing. An SMS that fails
 * undoes its loan's reminder, so the queue's retry sends it then; the other loans are not held back.
 */
export async function sendInstalmentReminders(at: Date = now(), rules: ReminderRules = reminderRules()): Promise<{ loans: number; instalments: number }> {
  const today = tehranDay(at);
  const horizon = addDays(today, Math.max(0, ...rules.beforeDays));
  const db = getDb();
  const candidates = await db
    .selectDistinct({ loanId: loanInstalments.requestId })
    .from(loanInstalments)
    .innerJoin(loanRequests, eq(loanRequests.id, loanInstalments.requestId))
    .where(and(eq(loanRequests.state, 'active'), lte(loanInstalments.dueDate, horizon), sql`${loanInstalments.paid} + ${loanInstalments.rebate} < ${loanInstalments.amount}`))
    .orderBy(asc(loanInstalments.requestId));
  const shop = (await getCompany()).companyName;
  const site = env().SITE_URL.replace(/\/+$/, '');
  const sent = { loans: 0, instalments: 0 };
  const failures: unknown[] = [];
  for (const { loanId } of candidates) {
    try {
      const count = await db.transaction(async (tx) => {
        const [loan] = await tx.select({ userId: loanRequests.userId, state: loanRequests.state, mobile: users.mobile }).from(loanRequests).innerJoin(users, eq(users.id, loanRequests.userId)).where(eq(loanRequests.id, loanId));
        if (loan?.state !== 'active') return 0;
        const due = (await ledgerOf(tx, loanId))
          .filter((i) => unpaidAmount(i) > 0)
          .map((i) => ({ ...i, offset: daysBetween(i.dueDate, today) }))
          .filter((i) => remindsOn(i.offset, rules));
        if (due.length === 0) return 0;
        const fresh = await tx
          .insert(loanReminders)
          .values(due.map((i) => ({ requestId: loanId, number: i.number, day: today, offset: i.offset, createdAt: at })))
          .onConflictDoNothing()
          .returning({ number: loanReminders.number });
        const news = due.filter((i) => fresh.some((f) => f.number === i.number));
        if (news.length === 0) return 0;
        const text = reminderText(shop, loanId, news, `${site}/dashboard/installments/${loanId}`);
        await notifyUser(tx, { userId: loan.userId, kind: 'loan', title: text.title, body: text.body });
        await smsProvider().sendText({ mobile: loan.mobile, text: text.sms, kind: 'instalment-reminder' });
        return news.length;
      });
      if (count > 0) {
        sent.loans += 1;
        sent.instalments += count;
      }
    } catch (error) {
      logger().warn({ err: error, loanId }, 'a loan reminder was not sent');
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new Error(`${failures.length} loan reminder(s) failed; the next attempt sends them`);
  return sent;
}

/** The operators' overdue list shows when each loan was last reminded. */
export async function lastReminders(loanIds: readonly number[]): Promise<Map<number, Date>> {
  if (loanIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ loanId: loanReminders.requestId, at: sql<Date>`max(${loanReminders.createdAt})` })
    .from(loanReminders)
    .where(inArray(loanReminders.requestId, [...loanIds]))
    .groupBy(loanReminders.requestId);
  return new Map(rows.map((r) => [r.loanId, new Date(r.at)]));
}
