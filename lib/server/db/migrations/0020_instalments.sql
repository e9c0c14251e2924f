CREATE TABLE "loan_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_payment_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_allocations_amount_check" CHECK ("loan_allocations"."amount" > 0),
	CONSTRAINT "loan_allocations_kind_check" CHECK ("loan_allocations"."kind" in ('instalment', 'fee', 'rebate'))
);
--> statement-breakpoint
CREATE TABLE "loan_cheques" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"sayad_id" text NOT NULL,
	"bank" text NOT NULL,
	"cheque_date" date NOT NULL,
	"numbers" smallint[] NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_cheques_sayad_uq" UNIQUE("sayad_id"),
	CONSTRAINT "loan_cheques_sayad_check" CHECK ("loan_cheques"."sayad_id" ~ '^[0-9]{16}$'),
	CONSTRAINT "loan_cheques_numbers_check" CHECK (cardinality("loan_cheques"."numbers") > 0 and "loan_cheques"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_late_fees" (
	"request_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "loan_late_fees_request_id_number_day_pk" PRIMARY KEY("request_id","number","day"),
	CONSTRAINT "loan_late_fees_amount_check" CHECK ("loan_late_fees"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"through_number" smallint,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"wallet_amount" bigint DEFAULT 0 NOT NULL,
	"gateway_amount" bigint DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"excess" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "loan_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "loan_payments_amounts_check" CHECK ("loan_payments"."amount" > 0 and "loan_payments"."wallet_amount" >= 0 and "loan_payments"."gateway_amount" >= 0 and "loan_payments"."wallet_amount" + "loan_payments"."gateway_amount" = case when "loan_payments"."mode" = 'branch' then 0 else "loan_payments"."amount" end),
	CONSTRAINT "loan_payments_excess_check" CHECK ("loan_payments"."excess" >= 0 and "loan_payments"."excess" <= "loan_payments"."amount" and "loan_payments"."rebate" >= 0),
	CONSTRAINT "loan_payments_mode_check" CHECK ("loan_payments"."mode" in ('instalments', 'amount', 'settlement', 'branch')),
	CONSTRAINT "loan_payments_status_check" CHECK ("loan_payments"."status" in ('pending', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "loan_reminders" (
	"request_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"day" date NOT NULL,
	"offset_days" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_reminders_request_id_number_day_pk" PRIMARY KEY("request_id","number","day")
);
--> statement-breakpoint
ALTER TABLE "loan_requests" DROP CONSTRAINT "loan_requests_state_check";--> statement-breakpoint
ALTER TABLE "facility_plans" ADD COLUMN "late_fee_daily_bp" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_plans" ADD COLUMN "late_fee_grace_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_plans" ADD COLUMN "settlement_rebate_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD COLUMN "paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD COLUMN "rebate" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD COLUMN "late_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD COLUMN "late_fee_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_allocations" ADD CONSTRAINT "loan_allocations_loan_payment_id_loan_payments_id_fk" FOREIGN KEY ("loan_payment_id") REFERENCES "public"."loan_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_cheques" ADD CONSTRAINT "loan_cheques_request_id_loan_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."loan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_late_fees" ADD CONSTRAINT "loan_late_fees_request_id_loan_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."loan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_request_id_loan_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."loan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_reminders" ADD CONSTRAINT "loan_reminders_request_id_loan_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."loan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_allocations_instalment_idx" ON "loan_allocations" USING btree ("request_id","number");--> statement-breakpoint
CREATE INDEX "loan_allocations_payment_idx" ON "loan_allocations" USING btree ("loan_payment_id");--> statement-breakpoint
CREATE INDEX "loan_payments_request_idx" ON "loan_payments" USING btree ("request_id","id");--> statement-breakpoint
ALTER TABLE "facility_plans" ADD CONSTRAINT "facility_plans_late_fee_check" CHECK ("facility_plans"."late_fee_daily_bp" between 0 and 100 and "facility_plans"."late_fee_grace_days" between 0 and 30);--> statement-breakpoint
ALTER TABLE "facility_plans" ADD CONSTRAINT "facility_plans_rebate_check" CHECK ("facility_plans"."settlement_rebate_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_paid_check" CHECK ("loan_instalments"."paid" >= 0 and "loan_instalments"."rebate" >= 0 and "loan_instalments"."paid" + "loan_instalments"."rebate" <= "loan_instalments"."amount");--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_fee_check" CHECK ("loan_instalments"."late_fee_paid" >= 0 and "loan_instalments"."late_fee_paid" <= "loan_instalments"."late_fee");--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_state_check" CHECK ("loan_requests"."state" in ('draft', 'submitted', 'approved', 'rejected', 'active', 'settled', 'cancelled'));