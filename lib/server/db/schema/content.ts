import 'server-only';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ExternalScript } from '@/lib/contracts/external-scripts';
import type { Theme } from '@/lib/contracts/theme';
import type { ImageObjectRow } from './types';

/** One row (id = 1): the white-label settings of the shop (SPEC §3 "Company"). */
export const companySettings = pgTable('company_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  logoImages: jsonb('logo_images').$type<ImageObjectRow>().notNull(),
  footerLogo: jsonb('footer_logo').$type<ImageObjectRow>(),
  loginImages: jsonb('login_images').$type<ImageObjectRow[]>().notNull().default([]),
  footerCopyright: text('footer_copyright').notNull(),
  footerAbout: text('footer_about').notNull().default(''),
  promotionGalleryUrl: text('promotion_gallery_url'),
  catalogMode: boolean('catalog_mode').notNull().default(false),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  maintenanceModeExpDateTime: timestamp('maintenance_mode_exp', { withTimezone: true }),
  validGateways: jsonb('valid_gateways').$type<string[]>().notNull().default([]),
  /** Analytics, tag manager and live-chat scripts; their origins are the only others the pages' CSP allows. */
  externalScripts: jsonb('external_scripts').$type<ExternalScript[]>().notNull().default([]),
  /** The storefront's colours and corner radius (GET /api/public/theme.css); null keeps the defaults of styles/globals.css. */
  theme: jsonb('theme').$type<Theme>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyAddresses = pgTable('company_addresses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  address: text('address').notNull(),
  tell: text('tell').notNull(),
  postalCode: text('postal_code'),
  sort: integer('sort').notNull().default(0),
});

/** Support departments listed in the static data (sales, after-sales, instalments…). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  tell: text('tell'),
  email: text('email'),
  sort: integer('sort').notNull().default(0),
});

export const menuGroups = pgTable('menu_groups', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  position: smallint('position').notNull(),
  mobileView: boolean('mobile_view').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** itemType 4 is a banner-style image link inside a mega menu (SPEC §3). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => menuGroups.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    link: text('link').notNull(),
    images: jsonb('images').$type<ImageObjectRow>(),
    itemType: smallint('item_type').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_items_group_idx').on(t.groupId), index('menu_items_parent_idx').on(t.parentId)],
);

/** Banner slots: moduleNumber is the slot; linkType 2 shows on wide screens, 1 on narrow (SPEC §2). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    moduleNumber: integer('module_number').notNull(),
    linkType: smallint('link_type').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    images: jsonb('images').$type<ImageObjectRow>().notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('banners_module_idx').on(t.moduleNumber)],
);

/** linkType 2 links are shown in the footer (SPEC §3 "Site link"). */
export const siteLinks = pgTable('site_links', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  linkType: smallint('link_type').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** type 0 = top banner, 1 = popup; viewCount = how many times a device may see a popup. */
export const siteNotifications = pgTable('site_notifications', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  active: boolean('active').notNull().default(true),
  mobileView: boolean('mobile_view').notNull().default(true),
  images: jsonb('images').$type<ImageObjectRow>(),
  alt: text('alt').notNull().default(''),
  link: text('link'),
  viewCount: integer('view_count').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const faqGroups = pgTable('faq_groups', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('faqs_group_idx').on(t.groupId)],
);

/**
 * Operator-written pages (about, contact, return policy, privacy…) served at /pages/{slug}. The body is
 * stored already sanitised (lib/sanitize-html.ts); showContacts adds the company's addresses and
 * departments under it, so a contact page stays true when those settings change.
 */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull().default(''),
  showContacts: boolean('show_contacts').notNull().default(false),
  published: boolean('published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
