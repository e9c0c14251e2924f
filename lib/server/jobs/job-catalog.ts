import 'server-only';
import { env } from '../env';
import { sendDueAlerts } from '../services/alerts/product-alerts';
import { expirePayLinks } from '../services/checkout/expire-pay-links';
import { reverifyPendingPayments } from '../services/checkout/reverify-payments';
import { accrueAllLateFees } from '../services/loans/late-fees';
import { sendInstalmentReminders } from '../services/loans/reminders';
import { releaseExpiredOrders } from '../services/orders/expire-orders';

/** One background job: its own queue, its schedule, and how the queue retries it (docs/jobs.md). */
export type JobDefinition = {
  name: string;
  /** When it runs: a cron expression in Tehran time. */
  cron: string;
  /** Idempotent: a retry, or a run beside another instance's, must change nothing twice. Answers a summary. */
  run: () => Promise<object>;
  /** Attempts after the first; each waits about twice as long as the one before (with jitter). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still going after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** 'stately' (the schedules): at most one waiting and one running across every instance; 'standard': any number. */
  policy?: 'stately' | 'standard';
  /** Seconds between a worker's looks for a run (5): the schedules fire once a minute at most. */
  pollSeconds?: number;
};

export function jobCatalog(): JobDefinition[] {
  return [
    {
      name: 'orders-expire-reservations',
      cron: '* * * * *',
      run: async () => ({ released: await releaseExpiredOrders() }),
      retryLimit: 3,
      retryDelaySeconds: 10,
      expireInSeconds: 300,
    },
    {
      name: 'payments-reverify',
      cron: '*/5 * * * *',
      run: () => reverifyPendingPayments(),
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 600,
    },
    {
      name: 'pay-links-expire',
      cron: '*/5 * * * *',
      run: () => expirePayLinks(),
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 300,
    },
    {
      name: 'loans-late-fees',
      cron: '5 0 * * *',
      run: () => accrueAllLateFees(),
      retryLimit: 5,
      retryDelaySeconds: 60,
      expireInSeconds: 1800,
    },
    {
      name: 'loans-reminders',
      cron: `0 ${env().INSTALMENT_REMIND_HOUR} * * *`,
      run: () => sendInstalmentReminders(),
      retryLimit: 5,
      retryDelaySeconds: 120,
      expireInSeconds: 1800,
    },
    {
      name: 'product-alerts',
      cron: '* * * * *',
      run: () => sendDueAlerts(),
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 600,
    },
  ];
}
