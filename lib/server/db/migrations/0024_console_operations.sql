ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD COLUMN "reupload_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD COLUMN "reupload_message" text;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD COLUMN "missed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."payable");--> statement-breakpoint
-- Orders refunded before this column existed gave back their whole payable.
UPDATE "orders" SET "refunded_amount" = "payable" WHERE "status" = 'refunded';
