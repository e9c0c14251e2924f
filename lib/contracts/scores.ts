import { z } from 'zod';

/** The loyalty rule (docs/shopper-features.md "Scores"): one point per this many toman of a paid order. */
export const TOMAN_PER_POINT = 100_000;

export const scoresSchema = z.object({
  points: z.number().int(),
  /** The rule in Persian, as the dashboard states it. */
  rule: z.string(),
  orders: z.array(z.object({ orderId: z.number().int(), points: z.number().int(), date: z.string() })),
});
export type Scores = z.infer<typeof scoresSchema>;

export const pointsFor = (payable: number) => Math.floor(payable / TOMAN_PER_POINT);
