import 'server-only';

export type CategoryDef = {
  slug: string;
  title: string;
  parent: string | null;
  showInHome: boolean;
  hue: number;
};

/** Parents come before their children, so the tree inserts level by level in this order. */
export const categoryDefs: readonly CategoryDef[] = [
  { slug: 'mobile', title: 'گوشی موبایل', parent: null, showInHome: true, hue: 210 },
  { slug: 'tablet', title: 'تبلت', parent: null, showInHome: true, hue: 260 },
  { slug: 'laptop', title: 'لپ‌تاپ', parent: null, showInHome: true, hue: 190 },
  { slug: 'headphone', title: 'هدفون و هندزفری', parent: null, showInHome: true, hue: 330 },
  { slug: 'smartwatch', title: 'ساعت هوشمند', parent: null, showInHome: true, hue: 20 },
  { slug: 'accessories', title: 'لوازم جانبی', parent: null, showInHome: true, hue: 140 },
  { slug: 'speaker', title: 'اسپیکر', parent: null, showInHome: false, hue: 45 },
  { slug: 'mobile-samsung', title: 'گوشی سامسونگ', parent: 'mobile', showInHome: false, hue: 215 },
  { slug: 'mobile-apple', title: 'گوشی اپل', parent: 'mobile', showInHome: false, hue: 0 },
  { slug: 'mobile-xiaomi', title: 'گوشی شیائومی', parent: 'mobile', showInHome: false, hue: 25 },
  { slug: 'mobile-nokia', title: 'گوشی نوکیا', parent: 'mobile', showInHome: false, hue: 200 },
  { slug: 'mobile-huawei', title: 'گوشی هواوی', parent: 'mobile', showInHome: false, hue: 355 },
  { slug: 'mobile-honor', title: 'گوشی آنر', parent: 'mobile', showInHome: false, hue: 180 },
  { slug: 'mobile-motorola', title: 'گوشی موتورولا', parent: 'mobile', showInHome: false, hue: 230 },
  { slug: 'mobile-realme', title: 'گوشی ریلمی', parent: 'mobile', showInHome: false, hue: 55 },
  { slug: 'charger-cable', title: 'شارژر و کابل', parent: 'accessories', showInHome: false, hue: 120 },
  { slug: 'case-glass', title: 'قاب و گلس', parent: 'accessories', showInHome: false, hue: 160 },
  { slug: 'powerbank', title: 'پاوربانک', parent: 'accessories', showInHome: false, hue: 100 },
];
