ALTER TABLE "mail_outbox" ADD COLUMN "secret_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_secret_idx" ON "mail_outbox" USING btree ("secret_until") WHERE "mail_outbox"."secret_until" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_done_idx" ON "mail_outbox" USING btree (coalesce("sent_at", "failed_at"));