-- A closed business day is immutable (issue 32 §4): whatever the application does, no row of a closed
-- day's exceptions, files, counts or adjustments changes, and the day itself cannot reopen. Later
-- corrections are adjustments on an open day. (One line per statement: migrate.ts splits on a semicolon at the end of a line.)
CREATE FUNCTION settlement_day_is_closed(d date) RETURNS boolean LANGUAGE sql STABLE AS $$ SELECT EXISTS (SELECT 1 FROM settlement_days WHERE business_day = d AND status = 'closed') $$;
CREATE FUNCTION settlement_refuse_closed_day() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF (TG_OP <> 'INSERT' AND settlement_day_is_closed(OLD.business_day)) OR (TG_OP <> 'DELETE' AND settlement_day_is_closed(NEW.business_day)) THEN RAISE EXCEPTION 'settlement day is closed'; END IF; IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$;
CREATE FUNCTION settlement_day_stays_closed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF OLD.status = 'closed' THEN RAISE EXCEPTION 'settlement day is closed'; END IF; IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$;
CREATE TRIGGER settlement_days_closed BEFORE UPDATE OR DELETE ON settlement_days FOR EACH ROW EXECUTE FUNCTION settlement_day_stays_closed();
CREATE TRIGGER reconciliation_exceptions_closed BEFORE INSERT OR UPDATE OR DELETE ON reconciliation_exceptions FOR EACH ROW EXECUTE FUNCTION settlement_refuse_closed_day();
CREATE TRIGGER settlement_files_closed BEFORE INSERT OR UPDATE OR DELETE ON settlement_files FOR EACH ROW EXECUTE FUNCTION settlement_refuse_closed_day();
CREATE TRIGGER settlement_day_billers_closed BEFORE INSERT OR UPDATE OR DELETE ON settlement_day_billers FOR EACH ROW EXECUTE FUNCTION settlement_refuse_closed_day();
CREATE TRIGGER settlement_adjustments_closed BEFORE INSERT OR UPDATE OR DELETE ON settlement_adjustments FOR EACH ROW EXECUTE FUNCTION settlement_refuse_closed_day();
CREATE TRIGGER settlement_remittances_closed BEFORE UPDATE OR DELETE ON settlement_remittances FOR EACH ROW EXECUTE FUNCTION settlement_refuse_closed_day();
-- Nothing of the reconciliation is ever deleted, open day or closed.
CREATE FUNCTION settlement_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'reconciliation rows are never deleted'; END $$;
CREATE TRIGGER reconciliation_exceptions_no_delete BEFORE DELETE ON reconciliation_exceptions FOR EACH ROW EXECUTE FUNCTION settlement_no_delete();
CREATE TRIGGER settlement_files_no_delete BEFORE DELETE ON settlement_files FOR EACH ROW EXECUTE FUNCTION settlement_no_delete();
