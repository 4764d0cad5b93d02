-- An access token names its session (the refresh token family, claim `sid`): a session ended by
-- logout, or a family revoked for a replayed refresh token, refuses its access tokens at once.
-- API processes keep each customer's lately ended sessions with their row (recognition.ts), so an
-- ended session is announced on customer_changes like the row's own changes (migration 0021).
CREATE INDEX "refresh_token_revoked" ON "refresh_token" USING btree ("customer_id","revoked_at") WHERE "refresh_token"."revoked_at" is not null;--> statement-breakpoint
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_changes', NEW.customer_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_end_announced
  AFTER UPDATE OF revoked_at ON refresh_token
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_ended();
