/** Shown to a staff member previewing the shop as a shopper: the way back out of the preview. */
export function ShopperPreviewBar() {
  return (
    <div role="note" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-3 bg-ink px-4 py-2 text-center text-sm text-white">
      <span>پیش‌نمایش: فروشگاه را همان‌گونه می‌بینید که خریداران می‌بینند.</span>
      {/* A full navigation: the route handler clears the cookie and the next page is rendered for staff again. */}
      <a href="/preview-as-shopper?leave=1" className="font-bold underline">
        پایان پیش‌نمایش
      </a>
    </div>
  );
}
