import type { Permission } from '@/lib/contracts/admin/permissions';
import type { ConsoleIconName } from './console-icons';

export type ConsoleNavItem = {
  href: string;
  label: string;
  icon: ConsoleIconName;
  /** Shown only to holders of this permission; null for every staff member. */
  permission: Permission | null;
};

/** The console's sections, in the order of the side menu (docs/console.md "How to add a console page"). */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { href: '/admin', label: 'پیشخوان', icon: 'home', permission: null },
  { href: '/admin/catalog/products', label: 'کالاها', icon: 'catalog', permission: 'catalog.read' },
  { href: '/admin/catalog/prices', label: 'ورود قیمت و موجودی', icon: 'orders', permission: 'catalog.write' },
  { href: '/admin/catalog/categories', label: 'دسته‌بندی‌ها', icon: 'content', permission: 'catalog.read' },
  { href: '/admin/catalog/brands', label: 'برندها', icon: 'catalog', permission: 'catalog.read' },
  { href: '/admin/catalog/attributes', label: 'ویژگی‌ها', icon: 'settings', permission: 'catalog.read' },
  { href: '/admin/catalog/insurance', label: 'طرح‌های بیمه', icon: 'credit', permission: 'catalog.read' },
  { href: '/admin/orders', label: 'سفارش‌ها', icon: 'orders', permission: 'orders.read' },
  { href: '/admin/pay-links', label: 'لینک‌های پرداخت', icon: 'orders', permission: 'orders.read' },
  { href: '/admin/customers', label: 'مشتریان', icon: 'customers', permission: 'customers.read' },
  { href: '/admin/inbox', label: 'پیام به مشتری', icon: 'customers', permission: 'customers.read' },
  { href: '/admin/scores', label: 'امتیاز مشتریان', icon: 'credit', permission: 'customers.read' },
  { href: '/admin/loans', label: 'تسهیلات', icon: 'credit', permission: 'credit.read' },
  { href: '/admin/facility-plans', label: 'طرح‌های اقساط', icon: 'credit', permission: 'credit.read' },
  { href: '/admin/appointments', label: 'نوبت‌ها', icon: 'appointments', permission: 'credit.read' },
  { href: '/admin/cooperation', label: 'همکاری', icon: 'content', permission: 'credit.read' },
  { href: '/admin/content/banners', label: 'بنرها', icon: 'content', permission: 'content.read' },
  { href: '/admin/content/menus', label: 'منوها', icon: 'content', permission: 'content.read' },
  { href: '/admin/content/pages', label: 'صفحه‌های محتوا', icon: 'content', permission: 'content.read' },
  { href: '/admin/content/notifications', label: 'نوار اطلاعیه و پاپ‌آپ', icon: 'content', permission: 'content.read' },
  { href: '/admin/content/faq', label: 'پرسش‌های متداول', icon: 'content', permission: 'content.read' },
  { href: '/admin/content/site-links', label: 'پیوندهای پایین صفحه', icon: 'content', permission: 'content.read' },
  { href: '/admin/content/branches', label: 'شعبه‌ها', icon: 'content', permission: 'content.read' },
  { href: '/admin/settings', label: 'تنظیمات فروشگاه', icon: 'settings', permission: 'content.read' },
  { href: '/admin/settings/look', label: 'ظاهر فروشگاه', icon: 'settings', permission: 'content.read' },
  { href: '/admin/staff', label: 'کارکنان و نقش‌ها', icon: 'staff', permission: 'staff.manage' },
  { href: '/admin/blog', label: 'بلاگ', icon: 'content', permission: 'content.read' },
  { href: '/admin/moderation', label: 'نظرها و پرسش‌ها', icon: 'content', permission: 'content.read' },
  { href: '/admin/audit', label: 'گزارش تغییرات', icon: 'audit', permission: 'audit.read' },
  { href: '/admin/errors', label: 'خطاهای مرورگر', icon: 'settings', permission: 'audit.read' },
];

/** The entry a path belongs to: the longest href it starts with. */
export function activeHref(pathname: string, items: readonly ConsoleNavItem[]): string | undefined {
  return items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}
