-- The complaints' search reads its own text (type, status or description ILIKE, repos/feedbacks.ts) through these, a
-- BitmapOr of the three, instead of testing every complaint (92 ms of CPU for 50,000 complaints at 1,000,000 labs,
-- paid by every search of the list: docs/PERFORMANCE.md, session 26).
CREATE INDEX "complaints_type_trgm_idx" ON "complaints" USING gin ("type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_status_trgm_idx" ON "complaints" USING gin ("status" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_description_trgm_idx" ON "complaints" USING gin ("description" gin_trgm_ops);