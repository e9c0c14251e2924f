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
CREATE INDEX "loan_interests_national_code_idx" ON "loan_interests" USING btree ("national_code");