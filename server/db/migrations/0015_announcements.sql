CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"priority" integer NOT NULL,
	"budget" double precision NOT NULL,
	"active" boolean NOT NULL,
	"starts_on" date,
	"lab" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_lab_labs_email_fk" FOREIGN KEY ("lab") REFERENCES "public"."labs"("email") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_title_uq" ON "announcements" USING btree ("title");