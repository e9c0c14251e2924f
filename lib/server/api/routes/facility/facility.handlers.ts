import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import type { DocumentKind } from '@/lib/contracts/facility-messages';
import { clientIp, noStore } from '../../auth-session';
import { now } from '../../../clock';
import { changeUserBasket } from '../../../services/basket/baskets';
import { planLoanTimes } from '../../../services/facility/appointments';
import { openDocument, uploadDocument } from '../../../services/facility/documents';
import { startPrepayment } from '../../../services/checkout/facility-order';
import { checkLoanState, registerInterest } from '../../../services/facility/loan-beta';
import { loanBetaMessages } from '@/lib/contracts/loan-beta';
import { listPlans } from '../../../services/facility/plans';
import { createPlanRequest, editPlanRequest, getOwnPlanRequest, listOwnPlanRequests } from '../../../services/facility/requests';
import {
  chooseBasketPlanRoute,
  createPlanRequestRoute,
  downloadDocumentRoute,
  dropBasketPlanRoute,
  editPlanRequestRoute,
  getPlanRequestRoute,
  listPlanRequestsRoute,
  planLoanTimesRoute,
  plansRoute,
  prepaymentRoute,
  uploadDocumentRoute,
} from './facility.routes';
import { fileResponse } from './file-response';
import { checkLoanStateRoute, registerInterestRoute } from './loan-beta.routes';

const userId = (c: Context) => c.get('auth').user.id;
const viewerOf = (c: Context) => ({ noCheck: c.get('auth').user.role === 'seller' });

export function mountFacility(app: OpenAPIHono) {
  app.openapi(plansRoute, async (c) => c.json({ data: await listPlans(c.req.valid('query').kind) }, 200));

  app.openapi(chooseBasketPlanRoute, async (c) => {
    const { answer } = await changeUserBasket(userId(c), viewerOf(c), { kind: 'facility', planId: c.req.valid('form').planId });
    noStore(c);
    return c.json(answer, 200);
  });
  app.openapi(dropBasketPlanRoute, async (c) => {
    const { answer } = await changeUserBasket(userId(c), viewerOf(c), { kind: 'facility', planId: null });
    noStore(c);
    return c.json(answer, 200);
  });

  app.openapi(listPlanRequestsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listOwnPlanRequests(userId(c)) }, 200);
  });
  app.openapi(getPlanRequestRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getOwnPlanRequest(userId(c), c.req.valid('param').id) }, 200);
  });
  app.openapi(createPlanRequestRoute, async (c) => c.json({ data: await createPlanRequest(userId(c), c.req.valid('form')), message: facilityMessages.saved }, 200));
  app.openapi(editPlanRequestRoute, async (c) => c.json({ data: await editPlanRequest(userId(c), c.req.valid('form')), message: facilityMessages.saved }, 200));

  app.openapi(planLoanTimesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await planLoanTimes(c.req.valid('query').branchId, now()) }, 200);
  });

  app.openapi(uploadDocumentRoute, async (c) => {
    const { requestId, kind, file } = c.req.valid('form');
    return c.json({ data: await uploadDocument(userId(c), requestId, kind as DocumentKind, file), message: facilityMessages.saved }, 200);
  });
  app.openapi(prepaymentRoute, async (c) => c.json({ data: await startPrepayment(userId(c), viewerOf(c), c.req.valid('json')) }, 200));
  app.openapi(registerInterestRoute, async (c) => c.json({ data: await registerInterest(c.req.valid('json')), message: loanBetaMessages.registered }, 200));
  app.openapi(checkLoanStateRoute, async (c) => {
    noStore(c);
    return c.json({ data: await checkLoanState(c.req.valid('json'), clientIp(c)) }, 200);
  });
  app.openapi(downloadDocumentRoute, async (c) => fileResponse(c, await openDocument(userId(c), c.req.valid('param').id)));
}
