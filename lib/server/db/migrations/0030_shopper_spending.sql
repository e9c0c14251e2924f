CREATE TABLE "loyalty_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"toman_per_point" integer NOT NULL,
	"min_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_single_row" CHECK ("loyalty_settings"."id" = 1),
	CONSTRAINT "loyalty_settings_values_check" CHECK ("loyalty_settings"."toman_per_point" > 0 and "loyalty_settings"."min_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "score_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"wallet_entry_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "score_redemptions_wallet_entry_id_unique" UNIQUE("wallet_entry_id"),
	CONSTRAINT "score_redemptions_points_check" CHECK ("score_redemptions"."points" > 0 and "score_redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "blog_device_likes" (
	"post_id" integer NOT NULL,
	"device_id" uuid NOT NULL,
	CONSTRAINT "blog_device_likes_post_id_device_id_pk" PRIMARY KEY("post_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "score_redemptions" ADD CONSTRAINT "score_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_redemptions" ADD CONSTRAINT "score_redemptions_wallet_entry_id_wallet_entries_id_fk" FOREIGN KEY ("wallet_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_device_likes" ADD CONSTRAINT "blog_device_likes_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_redemptions_user_idx" ON "score_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
-- Every shop needs these rows, also in databases seeded before them: the alerts page in the dashboard menu, and
-- how points are spent (1,000 toman of wallet credit a point, 50 points at least) until an operator changes it.
INSERT INTO "dashboard_menu_items" ("key", "title", "link", "sort_order", "active") VALUES
	('alerts', 'اطلاع‌رسانی موجودی و قیمت', '/dashboard/alerts', 55, true)
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "loyalty_settings" ("id", "toman_per_point", "min_points") VALUES (1, 1000, 50)
ON CONFLICT ("id") DO NOTHING;
