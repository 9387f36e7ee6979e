DROP TABLE "rate_limit_buckets" CASCADE;--> statement-breakpoint
-- Its hourly clean-up job is gone too (counters live in memory or Redis: docs/decisions/017).
DELETE FROM "jobs" WHERE "name" = 'rate-limits.cleanup';
