import { z } from 'zod';
import { toPersianDigits } from '@/lib/format/digits';

/**
 * The storefront's look (white-label): colours and the corner radius. styles/globals.css holds the same values as the
 * defaults, so a page renders correctly before (or without) the shop's /api/public/theme.css.
 */
export const THEME_COLOR_KEYS = ['primary', 'accent', 'surface', 'page', 'ink', 'muted', 'seller'] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

export const THEME_COLOR_LABELS: Record<ThemeColorKey, { label: string; hint: string }> = {
  primary: { label: 'رنگ اصلی', hint: 'دکمه‌ها (از جمله افزودن به سبد)، نشان‌ها و پیوندهای برجسته' },
  accent: { label: 'رنگ تأکید', hint: 'پیوندها و متن‌های تأکیدی روی زمینه روشن' },
  surface: { label: 'زمینه کارت‌ها', hint: 'سربرگ، کارت کالا و پابرگ' },
  page: { label: 'زمینه صفحه', hint: 'پس‌زمینه کل صفحه زیر کارت‌ها' },
  ink: { label: 'رنگ متن', hint: 'متن اصلی صفحه‌ها' },
  muted: { label: 'متن کم‌رنگ', hint: 'توضیح‌ها و متن‌های فرعی' },
  seller: { label: 'نوار حالت فروشنده', hint: 'نوار قرمز بالای صفحه در حالت فروشنده' },
};

/** Today's colours and radius: the defaults in styles/globals.css must stay equal to these (theme.test.ts). */
export const DEFAULT_THEME = {
  primary: '#e11d48',
  accent: '#be123c',
  surface: '#ffffff',
  page: '#f9fafb',
  ink: '#1f2937',
  muted: '#6b7280',
  seller: '#dc2626',
  radius: 8,
} as const satisfies Theme;

/** 4.5 as «۴٫۵»: Persian digits and the Persian decimal separator. */
export const persianRatio = (ratio: number) => toPersianDigits(ratio.toFixed(2)).replace('.', '٫');

export const themeMessages = {
  color: (label: string) => `${label} باید رنگی به شکل ‎#RRGGBB باشد`,
  radius: 'گردی گوشه‌ها باید عددی صحیح از ۰ تا ۲۴ پیکسل باشد',
  contrast: (pair: string, ratio: number) =>
    `تضاد رنگ «${pair}» ${persianRatio(ratio)} به ۱ است؛ برای خوانایی (WCAG AA) دست‌کم ۴٫۵ به ۱ لازم است`,
} as const;

const hex = (key: ThemeColorKey) =>
  z
    .string({ error: themeMessages.color(THEME_COLOR_LABELS[key].label) })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: themeMessages.color(THEME_COLOR_LABELS[key].label) })
    .transform((v) => v.toLowerCase());

export const themeSchema = z.strictObject({
  primary: hex('primary'),
  accent: hex('accent'),
  surface: hex('surface'),
  page: hex('page'),
  ink: hex('ink'),
  muted: hex('muted'),
  seller: hex('seller'),
  radius: z.number({ error: themeMessages.radius }).int({ error: themeMessages.radius }).min(0, { error: themeMessages.radius }).max(24, { error: themeMessages.radius }),
});
export type Theme = z.infer<typeof themeSchema>;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  const channel = (i: number) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;

const WHITE = '#ffffff';

/** The text-on-background pairs the storefront draws: each must reach MIN_CONTRAST. */
export const CONTRAST_PAIRS: readonly { id: string; label: string; text: (t: Theme) => string; background: (t: Theme) => string }[] = [
  { id: 'onPrimary', label: 'متن سفید روی رنگ اصلی', text: () => WHITE, background: (t) => t.primary },
  { id: 'primaryOnSurface', label: 'رنگ اصلی روی زمینه کارت‌ها', text: (t) => t.primary, background: (t) => t.surface },
  { id: 'accentOnSurface', label: 'رنگ تأکید روی زمینه کارت‌ها', text: (t) => t.accent, background: (t) => t.surface },
  { id: 'inkOnSurface', label: 'رنگ متن روی زمینه کارت‌ها', text: (t) => t.ink, background: (t) => t.surface },
  { id: 'inkOnPage', label: 'رنگ متن روی زمینه صفحه', text: (t) => t.ink, background: (t) => t.page },
  { id: 'mutedOnSurface', label: 'متن کم‌رنگ روی زمینه کارت‌ها', text: (t) => t.muted, background: (t) => t.surface },
  { id: 'mutedOnPage', label: 'متن کم‌رنگ روی زمینه صفحه', text: (t) => t.muted, background: (t) => t.page },
  { id: 'onSeller', label: 'متن سفید روی نوار فروشنده', text: () => WHITE, background: (t) => t.seller },
];

export type ContrastCheck = { id: string; label: string; ratio: number; passes: boolean };

/** Every pair's ratio, rounded down to two decimals so a shown 4.50 never hides a 4.499 that fails. */
export function checkContrast(theme: Theme): ContrastCheck[] {
  return CONTRAST_PAIRS.map(({ id, label, text, background }) => {
    const ratio = Math.floor(contrastRatio(text(theme), background(theme)) * 100) / 100;
    return { id, label, ratio, passes: ratio >= MIN_CONTRAST };
  });
}

/** The refusal of the first failing pair, in Persian, or null when every pair is readable. */
export function contrastRefusal(theme: Theme): { pair: string; message: string } | null {
  const failing = checkContrast(theme).find((c) => !c.passes);
  return failing ? { pair: failing.id, message: themeMessages.contrast(failing.label, failing.ratio) } : null;
}

/** The stylesheet's variables: styles/globals.css declares the same names with DEFAULT_THEME's values. */
export function themeVariables(theme: Theme): Record<string, string> {
  return {
    '--vitrin-primary': theme.primary,
    '--vitrin-accent': theme.accent,
    '--vitrin-surface': theme.surface,
    '--vitrin-page': theme.page,
    '--vitrin-ink': theme.ink,
    '--vitrin-muted': theme.muted,
    '--vitrin-seller': theme.seller,
    '--vitrin-radius': `${theme.radius / 16}rem`,
  };
}
