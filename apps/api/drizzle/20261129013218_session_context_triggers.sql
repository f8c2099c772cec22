-- Hand-written (decision 098): the database raises app_user.context_version whenever what the
-- auth hook reads as the account context changes, whoever writes it (a route, the back office, a
-- script, another instance), so an instance keeping the context in memory checks one number.
-- What the context is made of: the account's own row, its user_debtor rows (the shops a service
-- account acts for) and the entitlements of the shops it may act for (customer fabrics). Whether
-- the session is live is not versioned: every request probes refresh_token for it.
CREATE FUNCTION app_user_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.context_version := OLD.context_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_user_context_version BEFORE UPDATE ON app_user
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION app_user_context_changed();
--> statement-breakpoint
CREATE FUNCTION user_debtor_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE app_user SET context_version = context_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE app_user SET context_version = context_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_debtor_context_version AFTER INSERT OR UPDATE OR DELETE ON user_debtor
  FOR EACH ROW EXECUTE FUNCTION user_debtor_context_changed();
--> statement-breakpoint
CREATE FUNCTION debtor_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE app_user SET context_version = context_version + 1
  WHERE debtor_id = NEW.id
    OR id IN (SELECT user_id FROM user_debtor WHERE debtor_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER debtor_context_version AFTER UPDATE OF entitlements ON debtor
  FOR EACH ROW WHEN (OLD.entitlements IS DISTINCT FROM NEW.entitlements)
  EXECUTE FUNCTION debtor_context_changed();
