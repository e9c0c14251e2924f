import { z } from 'zod';
import { compactDigitInput } from '@/lib/format/digits';
import { normalizeCompanyNationalId } from '@/lib/validators/company-national-id';
import { normalizeNationalCode } from '@/lib/validators/national-code';
import { isPersianName, normalizePersianName } from '@/lib/validators/persian-name';
import {
  BUSINESS_KINDS,
  COOPERATION_DOCUMENT_TYPES,
  COOPERATION_STATES,
  cooperationMessages as msg,
  MONTHLY_VOLUMES,
} from './cooperation-messages';

const text = (message: string, min: number, max: number) => z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
const digits = (message: string, pattern: RegExp) =>
  z.string({ error: message }).transform((v) => compactDigitInput(v)).refine((v) => pattern.test(v), { error: message });
const normalized = (message: string, normalize: (v: string) => string | null) =>
  z.string({ error: message }).transform((v, ctx) => {
    const value = normalize(v);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
const id = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

/** The company's details as the form sends them (JSON); Persian digits are accepted and stored as Latin. */
export const cooperationDetailsSchema = z.object({
  legalName: text(msg.legalName, 2, 150),
  brandName: z
    .string({ error: msg.brandName })
    .trim()
    .max(100, { error: msg.brandName })
    .optional()
    .transform((v) => v || null),
  registrationNumber: digits(msg.registrationNumber, /^\d{1,10}$/),
  companyNationalId: normalized(msg.companyNationalId, normalizeCompanyNationalId),
  economicCode: digits(msg.economicCode, /^\d{11,12}$/),
  ceoName: normalized(msg.ceoName, (v) => (isPersianName(v) && normalizePersianName(v).length >= 5 && normalizePersianName(v).length <= 100 ? normalizePersianName(v) : null)),
  ceoNationalCode: normalized(msg.ceoNationalCode, normalizeNationalCode),
  phone: digits(msg.phone, /^0\d{10}$/),
  provinceId: id(msg.province),
  cityId: id(msg.city),
  address: text(msg.address, 10, 500),
  postalCode: digits(msg.postalCode, /^\d{10}$/),
  businessKind: z.enum(BUSINESS_KINDS, { error: msg.businessKind }),
  monthlyVolume: z.enum(MONTHLY_VOLUMES, { error: msg.monthlyVolume }),
});
export type CooperationDetailsInput = z.input<typeof cooperationDetailsSchema>;
export type CooperationDetails = z.output<typeof cooperationDetailsSchema>;

const detailsWire = {
  legalName: z.string(),
  brandName: z.string().nullable(),
  registrationNumber: z.string(),
  companyNationalId: z.string(),
  economicCode: z.string(),
  ceoName: z.string(),
  ceoNationalCode: z.string(),
  phone: z.string(),
  provinceId: z.number().int(),
  cityId: z.number().int(),
  address: z.string(),
  postalCode: z.string(),
  businessKind: z.enum(BUSINESS_KINDS),
  monthlyVolume: z.enum(MONTHLY_VOLUMES),
};

export const cooperationDocumentTypeParamSchema = z.object({
  type: z.enum(COOPERATION_DOCUMENT_TYPES, { error: msg.documentType }),
});

export const cooperationDocumentSchema = z.object({
  type: z.enum(COOPERATION_DOCUMENT_TYPES),
  title: z.string(),
  required: z.boolean(),
  mime: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type CooperationDocument = z.infer<typeof cooperationDocumentSchema>;

/** The request as its applicant and operators see it; dates come formatted (Jalali, Persian digits) by the server. */
export const cooperationRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  state: z.enum(COOPERATION_STATES),
  stateTitle: z.string(),
  details: z.object({ ...detailsWire, provinceTitle: z.string(), cityTitle: z.string() }).nullable(),
  documents: z.array(cooperationDocumentSchema),
  missingDocuments: z.array(z.enum(COOPERATION_DOCUMENT_TYPES)),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  submittedAtFa: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedAtFa: z.string().nullable(),
});
export type CooperationRequest = z.infer<typeof cooperationRequestSchema>;

export const cooperationListQuerySchema = z.object({ state: z.enum(COOPERATION_STATES).optional() });

export const cooperationIdParamSchema = z.object({ id: id(msg.notFound) });

export const cooperationDecisionSchema = z
  .object({
    id: id(msg.notFound),
    decision: z.enum(['approve', 'reject'], { error: msg.decision }),
    reason: z.string().trim().max(500, { error: msg.reason }).optional(),
  })
  .refine((v) => v.decision === 'approve' || (v.reason?.length ?? 0) >= 3, { message: msg.reason, path: ['reason'] });
