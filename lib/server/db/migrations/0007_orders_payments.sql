CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_mobile" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_postal_code_check" CHECK ("addresses"."postal_code" ~ '^[0-9]{10}$'),
	CONSTRAINT "addresses_receiver_mobile_check" CHECK ("addresses"."receiver_mobile" ~ '^09[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_line_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" jsonb,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"unit_payable" bigint NOT NULL,
	"insurance_id" integer,
	"insurance_title" text,
	"unit_insurance_price" bigint DEFAULT 0 NOT NULL,
	"unit_insurance_payable" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_qty_check" CHECK ("order_lines"."qty" >= 1),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."unit_payable" >= 0 and "order_lines"."unit_payable" <= "order_lines"."unit_price")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_address" jsonb,
	"branch_id" integer,
	"shipping_price" bigint NOT NULL,
	"estimated_delivery" date NOT NULL,
	"items_price" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"insurance_price" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"wallet_amount" bigint DEFAULT 0 NOT NULL,
	"gateway_amount" bigint DEFAULT 0 NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."payable" >= 0 and "orders"."wallet_amount" >= 0 and "orders"."gateway_amount" >= 0 and "orders"."wallet_amount" + "orders"."gateway_amount" = "orders"."payable"),
	CONSTRAINT "orders_destination_check" CHECK (("orders"."shipping_method" = 'pickup') = ("orders"."branch_id" is not null) and ("orders"."shipping_method" = 'pickup' or "orders"."shipping_address" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"gateway" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"reference_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"authority" text,
	"ref_id" text,
	"card_pan" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_gateway_check" CHECK ("payments"."gateway" in ('sandbox', 'zarinpal')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount_rial" bigint NOT NULL,
	"merchant" text NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ref_id" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sandbox_transactions_token_unique" UNIQUE("token"),
	CONSTRAINT "sandbox_transactions_amount_check" CHECK ("sandbox_transactions"."amount_rial" > 0),
	CONSTRAINT "sandbox_transactions_status_check" CHECK ("sandbox_transactions"."status" in ('pending', 'paid', 'cancelled'))
);
--> statement-breakpoint
DROP INDEX "wallet_entries_user_idx";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "kind" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_parent_line_id_order_lines_id_fk" FOREIGN KEY ("parent_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_insurance_id_insurance_plans_id_fk" FOREIGN KEY ("insurance_id") REFERENCES "public"."insurance_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_events_created_idx" ON "payment_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_purpose_idx" ON "payments" USING btree ("purpose","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_authority_uq" ON "payments" USING btree ("gateway","authority");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_reference_uq" ON "wallet_entries" USING btree ("kind","reference") WHERE "wallet_entries"."kind" <> 'adjustment';--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind_check" CHECK ("wallet_entries"."kind" in ('charge', 'payment', 'refund', 'adjustment'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount" <> 0);