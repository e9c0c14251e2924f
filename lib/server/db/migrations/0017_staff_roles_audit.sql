CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" in ('user', 'system')),
	CONSTRAINT "audit_log_actor_check" CHECK ("audit_log"."actor_kind" = 'user' or ("audit_log"."actor_user_id" is null and "audit_log"."actor_label" = 'system'))
);
--> statement-breakpoint
CREATE TABLE "staff_role_permissions" (
	"role_key" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "staff_role_permissions_role_key_permission_pk" PRIMARY KEY("role_key","permission")
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_staff_roles" (
	"user_id" integer NOT NULL,
	"role_key" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" integer,
	CONSTRAINT "user_staff_roles_user_id_role_key_pk" PRIMARY KEY("user_id","role_key")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role_permissions" ADD CONSTRAINT "staff_role_permissions_role_key_staff_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."staff_roles"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_staff_roles" ADD CONSTRAINT "user_staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_staff_roles" ADD CONSTRAINT "user_staff_roles_role_key_staff_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."staff_roles"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_staff_roles" ADD CONSTRAINT "user_staff_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_label","at");--> statement-breakpoint
CREATE INDEX "user_staff_roles_role_idx" ON "user_staff_roles" USING btree ("role_key");--> statement-breakpoint
-- The shop's roles and what each may do (lib/contracts/admin/permissions.ts, docs/console.md).
INSERT INTO "staff_roles" ("key", "title", "description", "sort") VALUES
	('admin', 'مدیر کل', 'همه بخش‌های کنسول، از جمله کارکنان و گزارش تغییرات', 0),
	('catalog', 'کاتالوگ', 'کالاها، قیمت‌ها، موجودی، دسته‌ها، برندها و بیمه', 1),
	('content', 'محتوا', 'بنرها، منوها، صفحه‌ها و تنظیمات فروشگاه', 2),
	('orders', 'سفارش‌ها', 'سفارش‌ها، بازپرداخت‌ها و مشتریان', 3),
	('credit', 'تسهیلات', 'درخواست‌های وام و لیزینگ، مدارک، نوبت‌ها و درخواست‌های همکاری', 4),
	('support', 'پشتیبانی', 'دیدن سفارش‌ها و مشتریان، بدون تغییر', 5);--> statement-breakpoint
INSERT INTO "staff_role_permissions" ("role_key", "permission") VALUES
	('admin', 'catalog.read'), ('admin', 'catalog.write'), ('admin', 'content.read'), ('admin', 'content.write'),
	('admin', 'orders.read'), ('admin', 'orders.write'), ('admin', 'customers.read'), ('admin', 'customers.write'),
	('admin', 'credit.read'), ('admin', 'credit.write'), ('admin', 'staff.manage'), ('admin', 'audit.read'),
	('catalog', 'catalog.read'), ('catalog', 'catalog.write'),
	('content', 'content.read'), ('content', 'content.write'),
	('orders', 'orders.read'), ('orders', 'orders.write'), ('orders', 'customers.read'), ('orders', 'customers.write'),
	('credit', 'credit.read'), ('credit', 'credit.write'),
	('support', 'orders.read'), ('support', 'customers.read');--> statement-breakpoint
-- Accounts that were admins keep full access as holders of the admin role, and the log says so.
INSERT INTO "user_staff_roles" ("user_id", "role_key") SELECT "id", 'admin' FROM "users" WHERE "role" = 'admin';--> statement-breakpoint
INSERT INTO "audit_log" ("actor_kind", "actor_label", "entity_type", "entity_id", "action", "before", "after")
	SELECT 'system', 'system', 'user', "id"::text, 'staff.grant', jsonb_build_object('roles', '[]'::jsonb), jsonb_build_object('roles', jsonb_build_array('admin')) FROM "users" WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "users" SET "role" = 'customer' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'seller', 'supervisor'));