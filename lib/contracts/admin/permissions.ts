/**
 * What a staff member may do. An admin endpoint declares one of these; roles are named sets of them, kept in the
 * database (staff_roles, staff_role_permissions) and granted to users (user_staff_roles). Adding one here needs a
 * migration that gives it to the roles that should hold it, `admin` always (a test checks admin holds them all).
 */
export const PERMISSIONS = [
  'catalog.read',
  'catalog.write',
  'content.read',
  'content.write',
  'orders.read',
  'orders.write',
  'customers.read',
  'customers.write',
  'credit.read',
  'credit.write',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  'catalog.read': 'دیدن کالاها، قیمت‌ها و موجودی',
  'catalog.write': 'ویرایش کالاها، قیمت‌ها، موجودی، دسته‌ها، برندها و بیمه',
  'content.read': 'دیدن محتوا و تنظیمات فروشگاه',
  'content.write': 'ویرایش بنرها، منوها، صفحه‌ها و تنظیمات',
  'orders.read': 'دیدن سفارش‌ها',
  'orders.write': 'تغییر وضعیت سفارش‌ها و بازپرداخت',
  'customers.read': 'دیدن مشتریان',
  'customers.write': 'ویرایش مشتریان و کیف پول',
  'credit.read': 'دیدن درخواست‌های تسهیلات، نوبت‌ها و همکاری',
  'credit.write': 'رسیدگی به تسهیلات، مدارک، نوبت‌ها و همکاری',
  'staff.manage': 'مدیریت کارکنان و نقش‌ها',
  'audit.read': 'دیدن گزارش تغییرات',
};

/**
 * The role that holds every permission, staff management included. The others (catalog, content, orders, credit,
 * support) are rows of staff_roles like it; only this one has rules in code (the first admin, the last admin).
 */
export const ADMIN_ROLE = 'admin';
