CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_mime_check" CHECK ("uploads"."mime" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "appointment_days" (
	"branch_id" integer NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_days_branch_id_day_pk" PRIMARY KEY("branch_id","day"),
	CONSTRAINT "appointment_days_booked_check" CHECK ("appointment_days"."booked" >= 0 and "appointment_days"."booked" <= "appointment_days"."capacity")
);
--> statement-breakpoint
CREATE TABLE "basket_facilities" (
	"basket_id" text PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_appointment_capacities" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"daily_capacity" integer NOT NULL,
	CONSTRAINT "branch_appointment_capacities_check" CHECK ("branch_appointment_capacities"."daily_capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "facility_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'plan' NOT NULL,
	"name" text NOT NULL,
	"parent_title" text NOT NULL,
	"months" smallint NOT NULL,
	"min_prepayment_percent" smallint NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"guarantee_type" text NOT NULL,
	"min_loan" bigint NOT NULL,
	"max_loan" bigint NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facility_plans_kind_check" CHECK ("facility_plans"."kind" in ('plan', 'leasing')),
	CONSTRAINT "facility_plans_guarantee_check" CHECK ("facility_plans"."guarantee_type" in ('cheque', 'promissory')),
	CONSTRAINT "facility_plans_months_check" CHECK ("facility_plans"."months" between 1 and 60),
	CONSTRAINT "facility_plans_prepayment_check" CHECK ("facility_plans"."min_prepayment_percent" between 0 and 90),
	CONSTRAINT "facility_plans_rate_check" CHECK ("facility_plans"."annual_rate_bp" between 0 and 10000),
	CONSTRAINT "facility_plans_loan_check" CHECK ("facility_plans"."min_loan" >= 1 and "facility_plans"."max_loan" >= "facility_plans"."min_loan")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upload_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_documents_kind_uq" UNIQUE("request_id","kind")
);
--> statement-breakpoint
CREATE TABLE "loan_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"from_basket" boolean DEFAULT false NOT NULL,
	"price" bigint NOT NULL,
	"prepayment" bigint NOT NULL,
	"loan_amount" bigint NOT NULL,
	"f_name" text,
	"l_name" text,
	"national_code" text,
	"mobile" text,
	"birth_date" date,
	"job" text,
	"monthly_income" bigint,
	"guarantee_type" text,
	"credit_score" smallint,
	"credit_approved" boolean,
	"branch_id" integer,
	"meet_date" date,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_requests_state_check" CHECK ("loan_requests"."state" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "loan_requests_step_check" CHECK ("loan_requests"."step" between 0 and 5),
	CONSTRAINT "loan_requests_amounts_check" CHECK ("loan_requests"."prepayment" >= 0 and "loan_requests"."loan_amount" > 0 and "loan_requests"."prepayment" + "loan_requests"."loan_amount" = "loan_requests"."price"),
	CONSTRAINT "loan_requests_meet_check" CHECK (("loan_requests"."meet_date" is null) = ("loan_requests"."branch_id" is null))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_days" ADD CONSTRAINT "appointment_days_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_facilities" ADD CONSTRAINT "basket_facilities_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_facilities" ADD CONSTRAINT "basket_facilities_plan_id_facility_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."facility_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_appointment_capacities" ADD CONSTRAINT "branch_appointment_capacities_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_request_id_loan_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."loan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_plan_id_facility_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."facility_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "loan_requests_user_idx" ON "loan_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loan_requests_state_idx" ON "loan_requests" USING btree ("state");