import { z } from 'zod';
import { mobileField } from '@/lib/contracts/auth';
import { pagedQuerySchema, pagedSchema, queryText } from './paging';
import { PERMISSIONS } from './permissions';

export const staffMessages = {
  roleKey: 'نقش را از فهرست نقش‌ها انتخاب کنید',
  noSuchRole: 'چنین نقشی در فروشگاه تعریف نشده است',
  alreadyHolds: (title: string) => `این کاربر نقش «${title}» را از پیش دارد`,
  doesNotHold: 'این کاربر چنین نقشی ندارد',
  ownAdmin: 'نمی‌توانید نقش مدیر کل را از خودتان بگیرید؛ مدیر کل دیگری باید این کار را بکند',
  lastAdmin: 'فروشگاه دست‌کم یک مدیر کل لازم دارد؛ پیش از گرفتن این نقش آن را به کس دیگری بدهید',
  granted: 'نقش داده شد',
  revoked: 'نقش گرفته شد',
  userId: 'شناسه کاربر معتبر نیست',
} as const;

export const permissionSchema = z.enum(PERMISSIONS);

export const roleKeyField = z
  .string({ error: staffMessages.roleKey })
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,31}$/, { error: staffMessages.roleKey });

export const staffRoleSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

const roleRef = z.object({ key: z.string(), title: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

/** Who is using the console and what they may do; the console shows only what these permissions allow. */
export const consoleMeSchema = z.object({
  /** null when the caller is the system (ADMIN_TOKEN). */
  user: z.object({ id: z.number().int(), mobile: z.string(), name: z.string().nullable() }).nullable(),
  roles: z.array(roleRef),
  permissions: z.array(permissionSchema),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string().nullable(),
  roles: z.array(roleRef),
  /** When the earliest role they hold was granted (ISO). */
  since: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const STAFF_SORTS = ['since', 'mobile', 'name'] as const;
export const staffListQuerySchema = pagedQuerySchema(STAFF_SORTS, { sort: 'since', order: 'desc' }).extend({
  role: queryText('نقش', 32),
});
export type StaffListQuery = z.output<typeof staffListQuerySchema>;
export const staffListSchema = pagedSchema(staffMemberSchema);

export const staffLookupQuerySchema = z.object({ mobile: mobileField });
/** The account a mobile number belongs to, with the roles it holds; null when nobody has signed up with it. */
export const staffLookupSchema = z.object({
  user: z.object({ id: z.number().int(), mobile: z.string(), name: z.string().nullable(), roles: z.array(roleRef) }).nullable(),
});
export type StaffLookup = z.infer<typeof staffLookupSchema>;

/** Grant by mobile: the account is made if the person has not signed up yet (they sign in with a code later). */
export const grantRoleBodySchema = z.object({ mobile: mobileField, role: roleKeyField });
export type GrantRoleInput = z.input<typeof grantRoleBodySchema>;

export const revokeRoleParamsSchema = z.object({
  userId: z.coerce.number({ error: staffMessages.userId }).int({ error: staffMessages.userId }).positive({ error: staffMessages.userId }),
  role: roleKeyField,
});
