import { z } from 'zod';
import { externalScriptSchema } from './external-scripts';
import { imageObjectSchema } from './images';
import { categorySchema, publicAttributeSchema } from './catalog';

export const companyAddressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  tell: z.string(),
  postalCode: z.string().nullable(),
});

/** SPEC §3 "Company (static data)". */
export const companySchema = z.object({
  companyName: z.string(),
  companyLogoImages: imageObjectSchema,
  footerCopyright: z.string(),
  footerAbout: z.string(),
  promotionGalleryUrl: z.string().nullable(),
  catalogMode: z.boolean(),
  maintenanceMode: z.boolean(),
  maintenanceModeExpDateTime: z.string().nullable(),
  companyAddresses: z.array(companyAddressSchema),
  validGateways: z.array(z.string()),
  externalScripts: z.array(externalScriptSchema),
});
export type Company = z.infer<typeof companySchema>;

/** itemType 4 is a banner-style image link (SPEC §3). */
export const menuItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    link: z.string(),
    images: imageObjectSchema.nullable(),
    itemType: z.number().int(),
    get childs(): z.ZodArray<typeof menuItemSchema> {
      return z.array(menuItemSchema);
    },
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  mobileView: z.boolean(),
  menuItems: z.array(menuItemSchema),
});
export type MenuGroup = z.infer<typeof menuGroupSchema>;

/** type 0 top banner, 1 popup (SPEC §3). */
export const siteNotificationSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  active: z.boolean(),
  mobileView: z.boolean(),
  images: imageObjectSchema.nullable(),
  alt: z.string(),
  link: z.string().nullable(),
  viewCount: z.number().int(),
});
export type SiteNotification = z.infer<typeof siteNotificationSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  moduleNumber: z.number().int(),
  linkType: z.number().int(),
  link: z.string(),
  images: imageObjectSchema,
  title: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const siteLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  linkType: z.number().int(),
});

export const departmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  tell: z.string().nullable(),
  email: z.string().nullable(),
});

export const staticDataSchema = z.object({
  company: companySchema,
  categories: z.array(categorySchema),
  publicAttributes: z.array(publicAttributeSchema),
  notification: z.array(siteNotificationSchema),
  menus: z.array(menuGroupSchema),
  footerLogo: imageObjectSchema.nullable(),
  siteLink: z.array(siteLinkSchema),
  loginImages: z.array(imageObjectSchema),
  banners: z.array(bannerSchema),
  departments: z.array(departmentSchema),
});
export type StaticData = z.infer<typeof staticDataSchema>;
