import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { getDb } from '../../../db/client';
import { listJobFailures } from '../../../jobs/job-failures';
import { loanForOperator } from '../../../services/loans/loan-view';
import { deleteCheque, markPaidAtBranch, overdueLoans, recordCheque } from '../../../services/loans/operators';
import { addChequeRoute, adminLoanRoute, branchPaymentRoute, jobFailuresRoute, overdueRoute, removeChequeRoute } from './loans-admin.routes';

export function mountLoansAdmin(app: OpenAPIHono) {
  app.openapi(overdueRoute, async (c) => {
    noStore(c);
    return c.json({ data: await overdueLoans() }, 200);
  });
  app.openapi(adminLoanRoute, async (c) => {
    noStore(c);
    return c.json({ data: await loanForOperator(c.req.valid('param').id) }, 200);
  });
  app.openapi(branchPaymentRoute, async (c) => c.json({ data: await markPaidAtBranch(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(addChequeRoute, async (c) => c.json({ data: await recordCheque(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(removeChequeRoute, async (c) => {
    const { id, chequeId } = c.req.valid('param');
    return c.json({ data: await deleteCheque(actorOf(c), id, chequeId) }, 200);
  });
  app.openapi(jobFailuresRoute, async (c) => {
    noStore(c);
    const { final, limit = 100 } = c.req.valid('query');
    return c.json({ data: await listJobFailures(getDb(), { finalOnly: final === 'true', limit }) }, 200);
  });
}
