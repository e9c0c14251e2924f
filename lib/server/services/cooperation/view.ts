import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { CooperationRequest } from '@/lib/contracts/cooperation';
import {
  COOPERATION_DOCUMENT_TYPES,
  cooperationDocuments as documentInfo,
  cooperationStateTitles,
  REQUIRED_COOPERATION_DOCUMENTS,
} from '@/lib/contracts/cooperation-messages';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import type { Db } from '../../db/client';
import { cities, cooperationDocuments, cooperationRequests, provinces, uploads } from '../../db/schema';

export type CooperationRow = typeof cooperationRequests.$inferSelect;
type Reader = Pick<Db, 'select'>;

const order = new Map(COOPERATION_DOCUMENT_TYPES.map((t, i) => [t, i]));

/** Rows → the wire shape, with their documents, place names and Jalali dates, in a few queries for any number. */
export async function toCooperationRequests(db: Reader, rows: CooperationRow[]): Promise<CooperationRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const docs = await db
    .select({ requestId: cooperationDocuments.requestId, type: cooperationDocuments.type, mime: uploads.mime, size: uploads.size, at: cooperationDocuments.createdAt })
    .from(cooperationDocuments)
    .innerJoin(uploads, eq(uploads.id, cooperationDocuments.uploadId))
    .where(inArray(cooperationDocuments.requestId, ids))
    .orderBy(asc(cooperationDocuments.id));
  const cityIds = rows.flatMap((r) => (r.cityId ? [r.cityId] : []));
  const places = cityIds.length
    ? await db
        .select({ cityId: cities.id, cityTitle: cities.title, provinceTitle: provinces.title })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(inArray(cities.id, cityIds))
    : [];
  return rows.map((r) => {
    const own = docs.filter((d) => d.requestId === r.id).sort((a, b) => order.get(a.type)! - order.get(b.type)!);
    const have = new Set(own.map((d) => d.type));
    const place = places.find((p) => p.cityId === r.cityId);
    return {
      id: r.id,
      userId: r.userId,
      state: r.state,
      stateTitle: cooperationStateTitles[r.state],
      details: detailsOf(r, place),
      documents: own.map((d) => ({ type: d.type, title: documentInfo[d.type].title, required: documentInfo[d.type].required, mime: d.mime, size: d.size, uploadedAt: d.at.toISOString() })),
      missingDocuments: REQUIRED_COOPERATION_DOCUMENTS.filter((t) => !have.has(t)),
      decisionReason: r.decisionReason,
      createdAt: r.createdAt.toISOString(),
      submittedAt: r.submittedAt?.toISOString() ?? null,
      submittedAtFa: r.submittedAt ? formatJalaliDateTime(r.submittedAt) : null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decidedAtFa: r.decidedAt ? formatJalaliDateTime(r.decidedAt) : null,
    };
  });
}

/** Null until the form was saved once: every required column is written together. */
function detailsOf(r: CooperationRow, place: { cityTitle: string; provinceTitle: string } | undefined): CooperationRequest['details'] {
  const { legalName, registrationNumber, companyNationalId, economicCode, ceoName, ceoNationalCode, phone, provinceId, cityId, address, postalCode, businessKind, monthlyVolume } = r;
  if (
    legalName === null || registrationNumber === null || companyNationalId === null || economicCode === null || ceoName === null || ceoNationalCode === null ||
    phone === null || provinceId === null || cityId === null || address === null || postalCode === null || businessKind === null || monthlyVolume === null || !place
  ) {
    return null;
  }
  return {
    legalName, brandName: r.brandName, registrationNumber, companyNationalId, economicCode, ceoName, ceoNationalCode, phone,
    provinceId, provinceTitle: place.provinceTitle, cityId, cityTitle: place.cityTitle, address, postalCode, businessKind, monthlyVolume,
  };
}
