import { z } from 'zod';
import { address, intOf, orderBodyOf, textOf } from './content-fields';

/** SPEC §3: items of a mega menu are grouped in columns by type; type 4 is a banner-style picture link. */
export const MENU_ITEM_TYPES = { 1: 'پیوند (ستون اول)', 2: 'پیوند (ستون دوم)', 3: 'پیوند (ستون سوم)', 4: 'بنر تصویری' } as const;
export const MENU_BANNER_TYPE = 4;
/**
 * Where a group shows (SPEC §3 "position"): the group at HEADER_MENU_POSITION is the desktop header's menu bar, one
 * group at a time; every other group keeps OTHER_MENU_POSITION. Phones show, under the categories screen's quick
 * links, the groups ticked mobileView, whatever their position.
 */
export const HEADER_MENU_POSITION = 1;
export const OTHER_MENU_POSITION = 2;

export const menuMessages = {
  group: 'گروه منو را انتخاب کنید',
  groupNotFound: 'گروه منو پیدا نشد',
  parentNotFound: 'این زیرمنو باید زیر یکی از موارد همین گروه باشد',
  tooDeep: 'منو حداکثر دو سطح دارد: مورد اصلی و زیرمنوی آن',
  itemType: 'نوع مورد باید ۱ تا ۴ باشد',
  title: 'عنوان را بنویسید (۲ تا ۶۰ حرف)',
  link: 'پیوند باید نشانی داخلی (با / شروع شود) یا نشانی کامل https باشد',
  image: 'بنر تصویری نشانی تصویر می‌خواهد که با / یا https:// شروع شود',
  sort: 'ترتیب باید عددی صحیح از ۰ تا ۱۰۰۰ باشد',
  notFound: 'مورد منو پیدا نشد',
  order: 'ترتیب تازه باید همه موارد هم‌سطح را، هر کدام یک بار، بدهد',
  orderStale: 'منو در این فاصله تغییر کرده است؛ صفحه را تازه کنید و دوباره جابه‌جا کنید',
  groupTitle: 'نام گروه منو را بنویسید (۲ تا ۶۰ حرف)',
  mobileView: 'نمایش در موبایل باید true یا false باشد',
  groupChange: 'نام تازه یا نمایش در موبایل را بفرستید',
  headerGroup: 'این گروه، منوی سرصفحه فروشگاه است و حذف نمی‌شود؛ نخست گروه دیگری را منوی سرصفحه کنید',
} as const;

export const menuItemBodySchema = z
  .object({
    groupId: intOf(menuMessages.group, 1, 2_147_483_647),
    /** Absent or null: a top item of the group; otherwise the top item it opens under. */
    parentId: z.preprocess((v) => (v === '' ? null : v), intOf(menuMessages.parentNotFound, 1, 2_147_483_647).nullable().default(null)),
    title: z.string({ error: menuMessages.title }).trim().min(2, { error: menuMessages.title }).max(60, { error: menuMessages.title }),
    link: address(menuMessages.link),
    itemType: intOf(menuMessages.itemType, 1, 4).default(1),
    imageSrc: z.preprocess((v) => (v === '' ? null : v), address(menuMessages.image).nullable().default(null)),
    sort: intOf(menuMessages.sort, 0, 1000).default(0),
  })
  .refine((v) => v.itemType !== MENU_BANNER_TYPE || v.imageSrc !== null, { error: menuMessages.image, path: ['imageSrc'] });
export type MenuItemBody = z.output<typeof menuItemBodySchema>;

export const adminMenuItemSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  link: z.string(),
  itemType: z.number().int(),
  imageSrc: z.string().nullable(),
  sort: z.number().int(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;

export const adminMenuGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  mobileView: z.boolean(),
  /** Flat, top items first by order, each child after its parent's siblings; parentId ties them. */
  items: z.array(adminMenuItemSchema),
});
export type AdminMenuGroup = z.infer<typeof adminMenuGroupSchema>;

/** The new order of one group's top items, or of one item's children: every one of them, first to last. */
export const menuOrderBodySchema = orderBodyOf(menuMessages);
export type MenuOrderBody = z.output<typeof menuOrderBodySchema>;

/** A new group: its name, and whether phones show it among the quick links. It starts outside the header. */
export const menuGroupCreateSchema = z.object({
  title: textOf(menuMessages.groupTitle, 2, 60),
  mobileView: z.boolean({ error: menuMessages.mobileView }).default(false),
});
export type MenuGroupCreateBody = z.output<typeof menuGroupCreateSchema>;

/** A group renamed, or shown on phones or not; either or both. */
export const menuGroupBodySchema = z
  .object({
    title: textOf(menuMessages.groupTitle, 2, 60).optional(),
    mobileView: z.boolean({ error: menuMessages.mobileView }).optional(),
  })
  .refine((v) => v.title !== undefined || v.mobileView !== undefined, { error: menuMessages.groupChange });
export type MenuGroupBody = z.output<typeof menuGroupBodySchema>;
