import { z } from 'zod';

/** The loyalty rule (docs/shopper-features.md "Scores"): one point per this many toman of a paid order. */
export const TOMAN_PER_POINT = 100_000;

/** How points are spent (an operator's setting): each point is tomanPerPoint toman of wallet credit. */
export const loyaltySettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'روشن یا خاموش بودن خرج امتیاز را بگویید' }),
  tomanPerPoint: z
    .number({ error: 'ارزش هر امتیاز را به تومان بنویسید' })
    .int('ارزش هر امتیاز عدد صحیح تومان باشد')
    .min(1, 'ارزش هر امتیاز دست‌کم ۱ تومان باشد')
    .max(10_000_000, 'ارزش هر امتیاز حداکثر ۱۰٬۰۰۰٬۰۰۰ تومان باشد'),
  minPoints: z
    .number({ error: 'کمترین امتیاز قابل تبدیل را بنویسید' })
    .int('کمترین امتیاز عدد صحیح باشد')
    .min(1, 'کمترین امتیاز دست‌کم ۱ باشد')
    .max(1_000_000, 'کمترین امتیاز حداکثر ۱٬۰۰۰٬۰۰۰ باشد'),
});
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;

export const scoresSchema = z.object({
  /** Points the customer may still spend: earned minus spent (never below zero). */
  points: z.number().int(),
  earned: z.number().int(),
  spent: z.number().int(),
  /** The rule in Persian, as the dashboard states it. */
  rule: z.string(),
  spending: loyaltySettingsSchema.extend({
    /** How spending works, in Persian. */
    rule: z.string(),
    /** Toman of wallet credit the spendable points are worth now. */
    worth: z.number().int(),
  }),
  orders: z.array(z.object({ orderId: z.number().int(), points: z.number().int(), date: z.string() })),
});
export type Scores = z.infer<typeof scoresSchema>;

export const redeemScoresBodySchema = z.strictObject({
  points: z
    .number({ error: 'تعداد امتیاز را بنویسید' })
    .int('تعداد امتیاز عدد صحیح باشد')
    .positive('تعداد امتیاز بیشتر از صفر باشد')
    .max(100_000_000, 'تعداد امتیاز بیش از حد است'),
});
export type RedeemScoresBody = z.infer<typeof redeemScoresBodySchema>;

export const redeemedSchema = z.object({
  points: z.number().int(),
  amount: z.number().int(),
  /** The points left to spend. */
  remaining: z.number().int(),
});
export type Redeemed = z.infer<typeof redeemedSchema>;

export const scoreMessages = {
  off: 'تبدیل امتیاز به اعتبار فعلاً ممکن نیست',
  belowMin: (min: string) => `دست‌کم ${min} امتیاز را می‌توانید تبدیل کنید`,
  notEnough: 'امتیاز شما کافی نیست',
  redeemed: 'امتیازها به اعتبار کیف پول تبدیل شد',
  saved: 'تنظیمات امتیاز ذخیره شد',
} as const;

export const pointsFor = (payable: number) => Math.floor(payable / TOMAN_PER_POINT);
