import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { planRequestSchema, type PlanRequest } from '@/lib/contracts/facility';
import { requiredDocuments } from '@/lib/contracts/facility-messages';
import { getDb } from '@/lib/server/db/client';
import { branchAppointmentCapacities, facilityPlans } from '@/lib/server/db/schema';
import { localDiskStorage } from '@/lib/server/providers/storage/local-disk';
import { setFileStorage } from '@/lib/server/providers/storage/create-storage';
import { localCreditScore } from '@/lib/server/providers/credit/local-credit';
import { callApi } from '@/tests/api';
import { freshIp, multipart, validNationalCode } from '@/tests/auth';

// Every test file keeps its uploads in a directory of its own.
setFileStorage(localDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'vitrin-uploads-'))));

export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
export const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');

export async function planByMonths(months: number, kind: 'plan' | 'leasing' = 'plan') {
  const rows = await getDb().select().from(facilityPlans).where(eq(facilityPlans.months, months));
  return rows.find((p) => p.kind === kind)!;
}

export async function firstBranchId(): Promise<number> {
  const [row] = await getDb().select().from(branchAppointmentCapacities).limit(1);
  return row!.branchId;
}

/** A checksum-valid national code the local credit adapter approves (score ≥ 650) or refuses (score < 500). */
export function nationalCodeScoring(approved: boolean): string {
  for (;;) {
    const code = validNationalCode();
    const score = localCreditScore(code);
    if (approved ? score >= 650 : score < 500) return code;
  }
}

/** The plan request's own fields as the client sends them with every step (SPEC §7: the whole plan request). */
export const wholeRequest = (request: PlanRequest) =>
  Object.fromEntries(Object.entries(request).filter(([, v]) => v !== null && typeof v !== 'object')) as Record<string, string | number | boolean>;

export async function put(token: string, fields: Record<string, string | number | boolean>) {
  const res = await callApi('/user/editPlanRequest', multipart('PUT', Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), token));
  return { ...res, request: res.status === 200 ? planRequestSchema.parse((res.body as { data: unknown }).data) : undefined };
}

export async function create(token: string, fields: Record<string, string | number>) {
  const res = await callApi('/user/planRequest', multipart('POST', Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), token));
  return { ...res, request: res.status === 200 ? planRequestSchema.parse((res.body as { data: unknown }).data) : undefined };
}

export async function upload(token: string, requestId: number, kind: string, bytes: Uint8Array, name = 'scan.jpg') {
  const body = new FormData();
  body.append('requestId', String(requestId));
  body.append('kind', kind);
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
  return callApi('/user/planRequestDocument', { method: 'POST', body, headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': freshIp() } });
}

export const applicant = (nationalCode: string) => ({ fName: 'مریم', lName: 'احمدی', nationalCode, birthDate: '1990-05-01', job: 'کارمند', monthlyIncome: '۳۵٬۰۰۰٬۰۰۰' });

/** A request (by default on 50,000,000 toman) with the 12-month plan, walked through steps 0–3 (approved credit). */
export async function requestReadyToBook(token: string, step0: Record<string, string | number> = { amount: 50_000_000 }, kind: 'plan' | 'leasing' = 'plan'): Promise<PlanRequest> {
  const plan = await planByMonths(12, kind);
  const created = await create(token, { planId: plan.id, ...step0 });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.request!.id;
  expect((await put(token, { id, step: 1, ...applicant(nationalCodeScoring(true)) })).status).toBe(200);
  for (const doc of requiredDocuments[kind]) expect((await upload(token, id, doc, doc === 'incomeProof' ? PDF : JPEG)).status).toBe(200);
  expect((await put(token, { id, step: 2, guaranteeType: 'cheque' })).status).toBe(200);
  const checked = await put(token, { id, step: 3 });
  expect(checked.request).toMatchObject({ creditApproved: true, step: 4 });
  return checked.request!;
}

/** The first open day of the window (not a Friday or holiday). */
export async function openDay(token: string, branchId: number, skip = 0): Promise<string> {
  const res = await callApi(`/user/planLoanTimes?branchId=${branchId}`, { headers: { Authorization: `Bearer ${token}` } });
  const days = (res.body as { data: { dateTime: string; holiday: boolean; capacity: number }[] }).data;
  return days.filter((d) => !d.holiday && d.capacity > 0)[skip]!.dateTime;
}
