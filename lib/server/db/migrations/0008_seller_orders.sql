CREATE TABLE "pay_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_links_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "pay_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "result_path" text DEFAULT '/payment/response' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('gateway', 'wallet', 'wallet_gateway', 'in_person'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_check" CHECK ("orders"."shipping_method" in ('courier', 'post', 'pickup'));