import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isCapital: boolean('is_capital').notNull().default(false),
  },
  (t) => [index('cities_province_idx').on(t.provinceId), unique('cities_province_title_uq').on(t.provinceId, t.title)],
);

/** Company branches and sales agencies (SPEC §7 /public/branchs, /agency page). */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['branch', 'agency'] }).notNull().default('branch'),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    tell: text('tell').notNull(),
    workingHours: text('working_hours').notNull(),
    lat: text('lat'),
    lng: text('lng'),
    /** A map service's share link for the branch, shown as "مسیریابی" on /agency. */
    mapUrl: text('map_url'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('branches_city_idx').on(t.cityId), check('branches_kind_check', sql`${t.kind} in ('branch', 'agency')`)],
);
