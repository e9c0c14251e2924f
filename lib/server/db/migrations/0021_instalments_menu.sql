-- The customer's instalments page (issue 24): its dashboard menu row, also in databases seeded before it existed.
INSERT INTO "dashboard_menu_items" ("key", "title", "link", "sort_order", "active") VALUES
	('installments', 'اقساط من', '/dashboard/installments', 25, true)
ON CONFLICT ("key") DO NOTHING;
