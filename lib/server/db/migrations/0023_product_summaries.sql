CREATE TABLE "product_summaries" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"picture" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"sold_count" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"list_price" bigint NOT NULL,
	"discount_price" bigint NOT NULL,
	"promotion_price" bigint,
	"payable" bigint NOT NULL,
	"running_promotion_to" timestamp with time zone,
	"in_stock" boolean NOT NULL,
	"discount_ratio" double precision,
	"colour_ids" integer[] NOT NULL,
	"colour_key" text NOT NULL,
	"stale_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_summaries" ADD CONSTRAINT "product_summaries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_summaries_brand_idx" ON "product_summaries" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_summaries_newest_idx" ON "product_summaries" USING btree ("category_id","in_stock" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_bestselling_idx" ON "product_summaries" USING btree ("category_id","in_stock" DESC NULLS LAST,"sold_count" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_cheapest_idx" ON "product_summaries" USING btree ("category_id","in_stock" DESC NULLS LAST,"payable","product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_expensive_idx" ON "product_summaries" USING btree ("category_id","in_stock" DESC NULLS LAST,"payable" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_discount_idx" ON "product_summaries" USING btree ("category_id","in_stock" DESC NULLS LAST,"discount_ratio" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_promotion_idx" ON "product_summaries" USING btree ("category_id","in_stock" DESC NULLS LAST,"running_promotion_to","product_id" DESC NULLS LAST) WHERE "product_summaries"."running_promotion_to" is not null;--> statement-breakpoint
CREATE INDEX "product_summaries_all_newest_idx" ON "product_summaries" USING btree ("in_stock" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_all_bestselling_idx" ON "product_summaries" USING btree ("in_stock" DESC NULLS LAST,"sold_count" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_all_cheapest_idx" ON "product_summaries" USING btree ("in_stock" DESC NULLS LAST,"payable","product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_all_expensive_idx" ON "product_summaries" USING btree ("in_stock" DESC NULLS LAST,"payable" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_all_discount_idx" ON "product_summaries" USING btree ("in_stock" DESC NULLS LAST,"discount_ratio" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_all_promotion_idx" ON "product_summaries" USING btree ("in_stock" DESC NULLS LAST,"running_promotion_to","product_id" DESC NULLS LAST) WHERE "product_summaries"."running_promotion_to" is not null;--> statement-breakpoint
CREATE INDEX "product_summaries_stale_idx" ON "product_summaries" USING btree ("stale_at") WHERE "product_summaries"."stale_at" is not null;--> statement-breakpoint
-- The facet counts of a category read only this index (an index-only scan, once VACUUM has marked the pages): every
-- column a filter or a facet needs rides along. Written here, as drizzle's index builder has no INCLUDE.
CREATE INDEX "product_summaries_facets_idx" ON "product_summaries" USING btree ("category_id")
  INCLUDE ("brand_id", "payable", "list_price", "in_stock", "running_promotion_to", "colour_ids", "colour_key");
--> statement-breakpoint
-- Which products a listing, a home strip or a related-products list may show: the one place that says so.
-- Summaries exist only for these (and only with an active variant); change this function, then refresh
-- every product (select refresh_product_summaries(array(select id from products))).
CREATE FUNCTION product_listed(p products) RETURNS boolean LANGUAGE sql STABLE AS $$ SELECT p.active $$;
--> statement-breakpoint
-- Rebuilds the summaries of these products as of `at`, the rules the listing had before it had summaries:
-- the card variant is the cheapest in stock by what it costs now (the promotion price while promotion_to is
-- ahead, else the discount price), else the cheapest; ties go to the lower variant id.
CREATE FUNCTION refresh_product_summaries(ids integer[], at timestamptz DEFAULT now()) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  -- Two transactions refreshing one product wait for each other here; under READ COMMITTED the next
  -- statement then reads what the first one committed, so the last writer never stores a stale card.
  PERFORM 1 FROM product_summaries WHERE product_id = ANY (ids) ORDER BY product_id FOR UPDATE;
  DELETE FROM product_summaries s
  WHERE s.product_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM products p JOIN product_variants v ON v.product_id = p.id AND v.active
      WHERE p.id = s.product_id AND product_listed(p));
  INSERT INTO product_summaries AS s (
    product_id, category_id, brand_id, slug, title, picture, created_at, sold_count, variant_id, list_price,
    discount_price, promotion_price, payable, running_promotion_to, in_stock, discount_ratio, colour_ids, colour_key, stale_at)
  SELECT card.product_id, p.category_id, p.brand_id, p.slug, p.title,
    coalesce(card.images -> 0, p.images -> 0), p.created_at, p.sold_count, card.id, card.price,
    card.discount_price, card.promotion_price, card.payable, card.running_to, card.in_stock,
    (card.price - card.payable)::float8 / nullif(card.price, 0), agg.colour_ids, array_to_string(agg.colour_ids, ','), agg.stale_at
  FROM (
    SELECT DISTINCT ON (v.product_id) v.product_id, v.id, v.price, v.discount_price, v.promotion_price, v.images,
      v.stock > 0 AS in_stock,
      CASE WHEN v.promotion_price IS NOT NULL AND v.promotion_to > at THEN v.promotion_price ELSE v.discount_price END AS payable,
      CASE WHEN v.promotion_price IS NOT NULL AND v.promotion_to > at THEN v.promotion_to END AS running_to
    FROM product_variants v
    WHERE v.product_id = ANY (ids) AND v.active
    ORDER BY v.product_id, v.stock > 0 DESC,
      CASE WHEN v.promotion_price IS NOT NULL AND v.promotion_to > at THEN v.promotion_price ELSE v.discount_price END,
      v.id
  ) card
  JOIN products p ON p.id = card.product_id AND product_listed(p)
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(DISTINCT x.attr1_value_id ORDER BY x.attr1_value_id) FILTER (WHERE x.attr1_value_id IS NOT NULL), '{}') AS colour_ids,
      min(x.promotion_to) FILTER (WHERE x.promotion_price IS NOT NULL AND x.promotion_to > at) AS stale_at
    FROM product_variants x WHERE x.product_id = card.product_id AND x.active
  ) agg
  ON CONFLICT (product_id) DO UPDATE SET
    category_id = excluded.category_id, brand_id = excluded.brand_id, slug = excluded.slug, title = excluded.title,
    picture = excluded.picture, created_at = excluded.created_at, sold_count = excluded.sold_count,
    variant_id = excluded.variant_id, list_price = excluded.list_price, discount_price = excluded.discount_price,
    promotion_price = excluded.promotion_price, payable = excluded.payable,
    running_promotion_to = excluded.running_promotion_to, in_stock = excluded.in_stock,
    discount_ratio = excluded.discount_ratio, colour_ids = excluded.colour_ids, colour_key = excluded.colour_key,
    stale_at = excluded.stale_at;
END $$;
--> statement-breakpoint
-- Cards whose promotion has ended since they were computed (the listing calls this before it reads).
CREATE FUNCTION refresh_stale_product_summaries(at timestamptz DEFAULT now()) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  SELECT array_agg(product_id) INTO ids FROM product_summaries WHERE stale_at <= at;
  IF ids IS NULL THEN RETURN 0; END IF;
  PERFORM refresh_product_summaries(ids, at);
  RETURN cardinality(ids);
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write (the seed, an import) refreshes its products in one
-- set-based pass, a single write its one product, always in the writer's transaction.
CREATE FUNCTION product_summaries_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_summaries(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_product_summaries(array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_summaries(array(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_summaries_from_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_summaries(array(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_summaries_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_summaries_from_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_summaries_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_summaries_from_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_summaries_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_summaries_from_variants();
--> statement-breakpoint
CREATE TRIGGER products_summaries_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_summaries_from_products();
--> statement-breakpoint
CREATE TRIGGER products_summaries_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_summaries_from_products();
--> statement-breakpoint
-- Products that exist before this migration.
SELECT refresh_product_summaries(array(SELECT id FROM products));
