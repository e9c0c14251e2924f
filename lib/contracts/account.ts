import { z } from 'zod';
import { productCardSchema } from './catalog';

/** Persian texts the account endpoints answer and its screens show. */
export const accountMessages = {
  productId: 'شناسه کالا معتبر نیست',
  unknownProduct: 'کالای انتخاب شده یافت نشد',
  notificationId: 'شناسه اعلان معتبر نیست',
  unknownNotification: 'اعلان یافت نشد',
  favoriteAdded: 'به علاقه‌مندی‌ها اضافه شد',
  favoriteRemoved: 'از علاقه‌مندی‌ها حذف شد',
} as const;

/** SPEC §3 "Dashboard menu item": sorted by order, only active ones reach the client. */
export const dashboardMenuItemSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  link: z.string(),
  order: z.number().int(),
  active: z.boolean(),
});
export type DashboardMenuItem = z.infer<typeof dashboardMenuItemSchema>;

/** A favourite: the product's card as it is now, with the variant "add to basket" takes and its stock. */
export const favoriteSchema = productCardSchema.extend({
  stock: z.number().int(),
  /** ISO time the product was added. */
  addedAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** SPEC §3 "User notification" (id, isModal, seen, value) plus what the list shows. */
export const userNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['order', 'wallet', 'loan', 'general']),
  title: z.string(),
  body: z.string(),
  isModal: z.boolean(),
  seen: z.boolean(),
  /** The order id a modal notification leads to (/dashboard/orders/{value}). */
  value: z.string().nullable(),
  /** ISO time. */
  createdAt: z.string(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const positiveId = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message));

export const productIdParamSchema = z.object({ productId: positiveId(accountMessages.productId) });
export const notificationIdQuerySchema = z.object({ id: positiveId(accountMessages.notificationId) });
