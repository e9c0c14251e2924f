CREATE TABLE "basket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"insurance_id" integer,
	"parent_item_id" integer,
	"bundle_item_id" integer,
	"unit_price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_qty_check" CHECK ("basket_items"."qty" >= 1),
	CONSTRAINT "basket_items_child_check" CHECK (("basket_items"."parent_item_id" is null) = ("basket_items"."bundle_item_id" is null))
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baskets_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_insurance_id_insurance_plans_id_fk" FOREIGN KEY ("insurance_id") REFERENCES "public"."insurance_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_parent_item_id_basket_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."basket_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_bundle_item_id_bundle_items_id_fk" FOREIGN KEY ("bundle_item_id") REFERENCES "public"."bundle_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_basket_idx" ON "basket_items" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_main_uq" ON "basket_items" USING btree ("basket_id","variant_id") WHERE "basket_items"."parent_item_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_child_uq" ON "basket_items" USING btree ("parent_item_id","bundle_item_id");