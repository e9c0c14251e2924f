CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox_transactions" DROP CONSTRAINT "sandbox_transactions_status_check";--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "external_scripts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_status_check" CHECK ("sandbox_transactions"."status" in ('pending', 'paid', 'cancelled', 'refunded'));