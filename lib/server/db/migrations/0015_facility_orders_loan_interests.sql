CREATE TABLE "loan_instalments" (
	"request_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "loan_instalments_request_id_number_pk" PRIMARY KEY("request_id","number"),
	CONSTRAINT "loan_instalments_amount_check" CHECK ("loan_instalments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"mobile" text NOT NULL,
	"national_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_interests_mobile_uq" UNIQUE("mobile"),
	CONSTRAINT "loan_interests_amount_check" CHECK ("loan_interests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "loan_requests" DROP CONSTRAINT "loan_requests_state_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loan_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loan_request_id" integer;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_request_id_loan_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."loan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_interests_national_code_idx" ON "loan_interests" USING btree ("national_code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_loan_request_id_loan_requests_id_fk" FOREIGN KEY ("loan_request_id") REFERENCES "public"."loan_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_loan_request_idx" ON "orders" USING btree ("loan_request_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_loan_check" CHECK ("orders"."loan_amount" >= 0 and ("orders"."loan_request_id" is null) = ("orders"."loan_amount" = 0));--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_state_check" CHECK ("loan_requests"."state" in ('draft', 'submitted', 'approved', 'rejected', 'active'));