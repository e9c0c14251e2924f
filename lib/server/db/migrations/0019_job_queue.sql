CREATE TABLE "job_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"job_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"final" boolean NOT NULL,
	"error" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_links" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_failures_failed_at_idx" ON "job_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "job_failures_job_idx" ON "job_failures" USING btree ("job_id");