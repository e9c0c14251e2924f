import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { loanPayTargetSchema } from '@/lib/contracts/loans';
import { noStore } from '../../auth-session';
import { payLoan } from '../../../services/checkout/instalment-payments';
import { quoteLoanPayment } from '../../../services/loans/loan-quote';
import { loanReceipt } from '../../../services/loans/loan-payments-view';
import { getLoan, listLoans, loanDueCount } from '../../../services/loans/loan-view';
import { NotFoundError } from '../../../errors';
import { getLoanRoute, listLoansRoute, loanReceiptRoute, loansDueRoute, payLoanRoute, quoteLoanRoute } from './loans.routes';

export function mountLoans(app: OpenAPIHono) {
  app.openapi(listLoansRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listLoans(c.get('auth').user.id) }, 200);
  });
  app.openapi(loansDueRoute, async (c) => {
    noStore(c);
    return c.json({ data: await loanDueCount(c.get('auth').user.id) }, 200);
  });
  app.openapi(getLoanRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getLoan(c.get('auth').user.id, c.req.valid('param').id) }, 200);
  });
  app.openapi(quoteLoanRoute, async (c) => {
    noStore(c);
    // The query's strings, as the pay body would carry them.
    const target = loanPayTargetSchema.parse(c.req.valid('query'));
    return c.json({ data: await quoteLoanPayment(c.get('auth').user.id, c.req.valid('param').id, target) }, 200);
  });
  app.openapi(payLoanRoute, async (c) => {
    noStore(c);
    return c.json({ data: await payLoan(c.get('auth').user.id, c.req.valid('param').id, c.req.valid('json')) }, 200);
  });
  app.openapi(loanReceiptRoute, async (c) => {
    noStore(c);
    const { id, paymentId } = c.req.valid('param');
    const receipt = await loanReceipt(c.get('auth').user.id, paymentId);
    if (receipt.loanId !== id) throw new NotFoundError();
    return c.json({ data: receipt }, 200);
  });
}
