import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { BUSINESS_KINDS, COOPERATION_DOCUMENT_TYPES, COOPERATION_STATES, MONTHLY_VOLUMES } from '@/lib/contracts/cooperation-messages';
import { users } from './auth';
import { cities, provinces } from './geo';
import { uploads } from './uploads';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A business's cooperation (B2B) request, one per user: a draft while the details and documents are gathered, then
 * submitted, then approved or rejected by an operator. The details stay null until the form is first saved (a
 * document may be uploaded before), and submission checks they are there.
 */
export const cooperationRequests = pgTable(
  'cooperation_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: COOPERATION_STATES }).notNull().default('draft'),
    legalName: text('legal_name'),
    brandName: text('brand_name'),
    registrationNumber: text('registration_number'),
    companyNationalId: text('company_national_id'),
    economicCode: text('economic_code'),
    ceoName: text('ceo_name'),
    ceoNationalCode: text('ceo_national_code'),
    phone: text('phone'),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    postalCode: text('postal_code'),
    businessKind: text('business_kind', { enum: BUSINESS_KINDS }),
    monthlyVolume: text('monthly_volume', { enum: MONTHLY_VOLUMES }),
    decisionReason: text('decision_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cooperation_requests_state_idx').on(t.state, t.id),
    check('cooperation_requests_state_check', sql`${t.state} in (${inList(COOPERATION_STATES)})`),
    check('cooperation_requests_business_kind_check', sql`${t.businessKind} in (${inList(BUSINESS_KINDS)})`),
    check('cooperation_requests_volume_check', sql`${t.monthlyVolume} in (${inList(MONTHLY_VOLUMES)})`),
    check('cooperation_requests_national_id_check', sql`${t.companyNationalId} ~ '^[0-9]{11}$'`),
    check('cooperation_requests_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{10}$'`),
    // Only a complete draft can be submitted, and a decision always has its time (and a rejection its reason).
    check('cooperation_requests_submitted_check', sql`${t.state} = 'draft' or (${t.submittedAt} is not null and ${t.legalName} is not null)`),
    check('cooperation_requests_decided_check', sql`(${t.state} in ('approved', 'rejected')) = (${t.decidedAt} is not null)`),
    check('cooperation_requests_reason_check', sql`${t.state} <> 'rejected' or ${t.decisionReason} is not null`),
  ],
);

/** One file per document type of a request; uploading a type again replaces its file. */
export const cooperationDocuments = pgTable(
  'cooperation_documents',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => cooperationRequests.id, { onDelete: 'cascade' }),
    type: text('type', { enum: COOPERATION_DOCUMENT_TYPES }).notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cooperation_documents_request_type_uq').on(t.requestId, t.type),
    index('cooperation_documents_upload_idx').on(t.uploadId),
    check('cooperation_documents_type_check', sql`${t.type} in (${inList(COOPERATION_DOCUMENT_TYPES)})`),
  ],
);
