import { z } from 'zod';

/** A variant with this many units or fewer counts as low on stock (the home page and the variants list agree). */
export const LOW_STOCK_THRESHOLD = 3;

/** The order states that wait for an operator: confirm a paid order, ship a prepared one, confirm delivery. */
export const ORDER_STATES_AWAITING_ACTION = ['paid', 'processing', 'shipped'] as const;

const period = z.object({
  /** Orders placed in the period. */
  orders: z.number().int(),
  /** Toman: what the orders paid in the period sold for (payable plus the lent part), refunds and cancellations left out. */
  revenue: z.number().int(),
});

/** The operator's home; a part is null when the caller may not see it. */
export const consoleOverviewSchema = z.object({
  orders: z
    .object({
      today: period,
      week: period,
      awaitingAction: z.array(z.object({ state: z.enum(ORDER_STATES_AWAITING_ACTION), count: z.number().int() })),
    })
    .nullable(),
  lowStock: z
    .object({
      threshold: z.number().int(),
      count: z.number().int(),
      items: z.array(z.object({ variantId: z.number().int(), productId: z.number().int(), title: z.string(), sku: z.string(), stock: z.number().int() })),
    })
    .nullable(),
  credit: z.object({ loansSubmitted: z.number().int(), cooperationSubmitted: z.number().int() }).nullable(),
  /** ISO instants of the Tehran day's and week's (from Saturday) starts the figures count from. */
  since: z.object({ today: z.string(), week: z.string() }),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;
