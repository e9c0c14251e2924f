CREATE TABLE "cooperation_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"type" text NOT NULL,
	"upload_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperation_documents_request_type_uq" UNIQUE("request_id","type"),
	CONSTRAINT "cooperation_documents_type_check" CHECK ("cooperation_documents"."type" in ('registrationNotice', 'articlesOfAssociation', 'latestChangesGazette', 'boardNationalCards', 'signatoriesBirthCertificates', 'businessLicence', 'economicCodeCertificate', 'vatCertificate', 'bankIntroductionLetter', 'premisesDeed', 'unionMembership', 'taxClearance', 'insuranceClearance', 'chequeRecord', 'signatureSpecimen', 'storePhotos', 'companyProfile'))
);
--> statement-breakpoint
CREATE TABLE "cooperation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"legal_name" text,
	"brand_name" text,
	"registration_number" text,
	"company_national_id" text,
	"economic_code" text,
	"ceo_name" text,
	"ceo_national_code" text,
	"phone" text,
	"province_id" integer,
	"city_id" integer,
	"address" text,
	"postal_code" text,
	"business_kind" text,
	"monthly_volume" text,
	"decision_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperation_requests_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "cooperation_requests_state_check" CHECK ("cooperation_requests"."state" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "cooperation_requests_business_kind_check" CHECK ("cooperation_requests"."business_kind" in ('retailShop', 'chainStore', 'onlineShop', 'distributor', 'wholesaler')),
	CONSTRAINT "cooperation_requests_volume_check" CHECK ("cooperation_requests"."monthly_volume" in ('upTo50', 'upTo200', 'upTo1000', 'over1000')),
	CONSTRAINT "cooperation_requests_national_id_check" CHECK ("cooperation_requests"."company_national_id" ~ '^[0-9]{11}$'),
	CONSTRAINT "cooperation_requests_postal_code_check" CHECK ("cooperation_requests"."postal_code" ~ '^[0-9]{10}$'),
	CONSTRAINT "cooperation_requests_submitted_check" CHECK ("cooperation_requests"."state" = 'draft' or ("cooperation_requests"."submitted_at" is not null and "cooperation_requests"."legal_name" is not null)),
	CONSTRAINT "cooperation_requests_decided_check" CHECK (("cooperation_requests"."state" in ('approved', 'rejected')) = ("cooperation_requests"."decided_at" is not null)),
	CONSTRAINT "cooperation_requests_reason_check" CHECK ("cooperation_requests"."state" <> 'rejected' or "cooperation_requests"."decision_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "cooperation_documents" ADD CONSTRAINT "cooperation_documents_request_id_cooperation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cooperation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_documents" ADD CONSTRAINT "cooperation_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperation_documents_upload_idx" ON "cooperation_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "cooperation_requests_state_idx" ON "cooperation_requests" USING btree ("state","id");