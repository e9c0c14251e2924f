-- The cooperation request page exists now: show its dashboard menu row (0010 inserted it inactive).
UPDATE "dashboard_menu_items" SET "active" = true WHERE "key" = 'cooperation';
