CREATE TABLE "credit_sandbox_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"authority" text NOT NULL,
	"amount_rial" bigint NOT NULL,
	"mobile" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"merchant" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tracking_code" text,
	"verified_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "credit_sandbox_purchases_token_unique" UNIQUE("token"),
	CONSTRAINT "credit_sandbox_purchases_amount_check" CHECK ("credit_sandbox_purchases"."amount_rial" > 0),
	CONSTRAINT "credit_sandbox_purchases_status_check" CHECK ("credit_sandbox_purchases"."status" in ('pending', 'approved', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_gateway_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_sandbox_purchases_authority_uq" ON "credit_sandbox_purchases" USING btree ("provider","authority");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_check" CHECK (gateway in ('sandbox', 'zarinpal', 'digipay', 'keepa'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'paid', 'failed', 'refunded', 'reversed'));