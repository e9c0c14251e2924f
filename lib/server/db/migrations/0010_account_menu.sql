-- The dashboard menu (SPEC §3 "Dashboard menu item") every shop needs, also in databases seeded before it existed
-- (the demo seed runs only on an empty database). The cooperation request is not built yet, so it starts inactive.
INSERT INTO "dashboard_menu_items" ("key", "title", "link", "sort_order", "active") VALUES
	('profile', 'اطلاعات حساب کاربری', '/dashboard/profile', 10, true),
	('orders', 'سفارش‌های من', '/dashboard/orders', 20, true),
	('wallet', 'کیف پول', '/dashboard/wallet', 30, true),
	('addresses', 'آدرس‌های من', '/dashboard/addresses', 40, true),
	('favorites', 'علاقه‌مندی‌ها', '/dashboard/favorites', 50, true),
	('notifications', 'اعلان‌ها', '/dashboard/notifications', 60, true),
	('cooperation', 'درخواست همکاری', '/dashboard/cooperation', 70, false),
	('logout', 'خروج از حساب کاربری', '/', 100, true)
ON CONFLICT ("key") DO NOTHING;
