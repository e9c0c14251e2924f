import { z } from 'zod';
import { address, intOf, textOf } from './content-fields';

/** SPEC §3 "Site link": type 2 links are the footer's; type 1 are kept for other places. */
export const SITE_LINK_TYPES = { 2: 'پایین صفحه (فوتر)', 1: 'سایر' } as const;
export const FOOTER_SITE_LINK = 2;

export const siteLinkMessages = {
  title: 'عنوان پیوند را بنویسید (۲ تا ۶۰ حرف)',
  link: 'پیوند باید نشانی داخلی (با / شروع شود) یا نشانی کامل https باشد',
  linkType: 'جای پیوند باید ۱ یا ۲ (پایین صفحه) باشد',
  sort: 'ترتیب باید عددی صحیح از ۰ تا ۱۰۰۰ باشد',
  notFound: 'پیوند پیدا نشد',
} as const;

export const siteLinkBodySchema = z.object({
  title: textOf(siteLinkMessages.title, 2, 60),
  link: address(siteLinkMessages.link),
  linkType: intOf(siteLinkMessages.linkType, 1, 2).default(FOOTER_SITE_LINK),
  sort: intOf(siteLinkMessages.sort, 0, 1000).default(0),
});
export type SiteLinkBody = z.output<typeof siteLinkBodySchema>;

export const adminSiteLinkSchema = z.object({ id: z.number().int(), title: z.string(), link: z.string(), linkType: z.number().int(), sort: z.number().int() });
export type AdminSiteLink = z.infer<typeof adminSiteLinkSchema>;
