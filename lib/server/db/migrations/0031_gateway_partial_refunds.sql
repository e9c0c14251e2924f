ALTER TABLE "payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "refunded_rial" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_amount" between 0 and "payments"."amount");--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_refunded_check" CHECK ("sandbox_transactions"."refunded_rial" between 0 and "sandbox_transactions"."amount_rial");--> statement-breakpoint
UPDATE "payments" SET "refunded_amount" = "amount" WHERE "status" = 'reversed' AND "gateway" NOT IN ('digipay', 'keepa');--> statement-breakpoint
UPDATE "sandbox_transactions" SET "refunded_rial" = "amount_rial" WHERE "status" = 'refunded';
