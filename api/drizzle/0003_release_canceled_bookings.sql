-- Items of canceled campaigns, and canceled items, free their flat-rate weeks (design.md §4). The
-- database does it in the same transaction as the state change, whoever writes it, so every reader
-- of flat_rate_bookings can take a row as a taken week without joining the item and campaign states.
-- Reopening a canceled campaign books its weeks anew (the ordering service's bookSlots).
CREATE FUNCTION "release_bookings_of_canceled_campaign"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "flat_rate_bookings"
	WHERE "campaign_item_id" IN (SELECT "id" FROM "campaign_items" WHERE "campaign_id" = NEW."id");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_release_canceled_bookings" AFTER UPDATE OF "state_id" ON "campaigns"
	FOR EACH ROW WHEN (NEW."state_id" = 11 AND OLD."state_id" IS DISTINCT FROM 11)
	EXECUTE FUNCTION "release_bookings_of_canceled_campaign"();--> statement-breakpoint
CREATE FUNCTION "release_bookings_of_canceled_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "flat_rate_bookings" WHERE "campaign_item_id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_items_release_canceled_bookings" AFTER UPDATE OF "state_id" ON "campaign_items"
	FOR EACH ROW WHEN (NEW."state_id" = 11 AND OLD."state_id" IS DISTINCT FROM 11)
	EXECUTE FUNCTION "release_bookings_of_canceled_item"();--> statement-breakpoint
-- A booking row for an item that is canceled, or of a canceled campaign, cannot be written either.
CREATE FUNCTION "flat_rate_bookings_of_live_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (
		SELECT 1 FROM "campaign_items" "i" JOIN "campaigns" "c" ON "c"."id" = "i"."campaign_id"
		WHERE "i"."id" = NEW."campaign_item_id" AND ("i"."state_id" = 11 OR "c"."state_id" = 11)
	) THEN
		RAISE EXCEPTION 'a canceled item cannot book week % of product %', NEW."week_start", NEW."product_id"
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "flat_rate_bookings_of_live_items" BEFORE INSERT ON "flat_rate_bookings"
	FOR EACH ROW EXECUTE FUNCTION "flat_rate_bookings_of_live_items"();
