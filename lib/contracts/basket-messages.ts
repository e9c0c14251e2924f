/** The most of one line anybody may ask for, sellers included: a typo must not become an order of millions. */
export const MAX_LINE_QTY = 999;

/** Persian texts the server answers and the basket screens show (SPEC §5, §8 and our own). */
export const basketMessages = {
  maxBuy: 'محدودیت حداکثر تعداد',
  stock: 'محدودیت در تعداد',
  qty: 'تعداد باید عددی صحیح بین ۱ و ۹۹۹ باشد',
  productPropertyId: 'کالای انتخاب شده معتبر نیست',
  unknownVariant: 'کالای انتخاب شده یافت نشد',
  outOfStock: 'این کالا ناموجود است',
  unknownInsurance: 'بیمه انتخاب شده برای این کالا ارائه نمی‌شود',
  forcedInsurance: 'بیمه اجباری این کالا قابل حذف نیست',
  notInBasket: 'این کالا در سبد خرید شما نیست',
  accompanying: 'کالای همراه به تنهایی قابل حذف نیست',
  unknownBasket: 'سبد خرید یافت نشد',
  basketId: 'شناسه سبد خرید معتبر نیست',
  items: 'فهرست کالاها معتبر نیست',
  itemUnavailable: 'این کالا ناموجود شده است',
  itemShort: 'موجودی این کالا کمتر از تعداد انتخابی است',
  itemPriceUp: 'قیمت این کالا افزایش یافته است',
  itemPriceDown: 'قیمت این کالا کاهش یافته است',
  basketUnavailable: 'برخی از کالاهای سبد خرید شما ناموجود شده‌اند؛ لطفا آن‌ها را حذف کنید',
  basketShort: 'موجودی برخی از کالاهای سبد خرید کمتر از تعداد انتخابی است',
  basketPriceChanged: 'قیمت برخی از کالاهای سبد خرید شما تغییر کرده است',
  added: 'کالا به سبد خرید اضافه شد',
  basketFacilityUnfit: 'مبلغ سبد خرید با طرح اقساطی انتخابی همخوانی ندارد',
} as const;

const titleList = (titles: readonly string[]) => titles.map((t) => `«${t}»`).join('، ');

/** After an add: the accompanying items left out because too few are in stock (issue 20: a sold-out one is never added). */
export const addedWithout = (titles: readonly string[]) =>
  `کالا به سبد خرید اضافه شد؛ ${titleList(titles)} که همراه آن عرضه می‌شود ناموجود است و به سبد اضافه نشد`;

/** A basket's accompanying items that sold out since they were added: they leave it rather than block it. */
export const accompanyingGone = (titles: readonly string[]) =>
  `${titleList(titles)} که همراه کالای دیگری در سبد شما بود ناموجود شد و از سبد خرید حذف شد`;
