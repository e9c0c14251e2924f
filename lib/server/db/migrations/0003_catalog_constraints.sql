CREATE INDEX "product_variants_promotion_idx" ON "product_variants" USING btree ("promotion_to") WHERE "product_variants"."promotion_to" is not null;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_title_uq" UNIQUE("province_id","title");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_kind_check" CHECK ("branches"."kind" in ('branch', 'agency'));--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_qty_check" CHECK ("bundle_items"."qty" >= 1);--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_discount_check" CHECK ("bundle_items"."discount" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_max_buy_check" CHECK ("product_variants"."max_buy" >= 1);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."discount_price" >= 0 and "product_variants"."discount_price" <= "product_variants"."price");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_promotion_check" CHECK ("product_variants"."promotion_price" is null or ("product_variants"."promotion_price" >= 0 and "product_variants"."promotion_price" < "product_variants"."discount_price"));