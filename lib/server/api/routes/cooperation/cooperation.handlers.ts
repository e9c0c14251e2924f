import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cooperationMessages as msg } from '@/lib/contracts/cooperation-messages';
import { noStore } from '../../auth-session';
import { deleteCooperationDocument, openCooperationDocument, uploadCooperationDocument } from '../../../services/cooperation/documents';
import { getOwnCooperationRequest, saveCooperationDetails, submitCooperationRequest } from '../../../services/cooperation/requests';
import { fileResponse } from '../facility/file-response';
import { deleteDocumentRoute, downloadRoute, getOwnRoute, saveDetailsRoute, submitRoute, uploadRoute } from './cooperation.routes';

const userId = (c: Context) => c.get('auth').user.id;

/** The applicant's side of the cooperation (B2B) request: one request per user, edited until submitted. */
export function mountCooperation(app: OpenAPIHono) {
  app.openapi(getOwnRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getOwnCooperationRequest(userId(c)) }, 200);
  });
  app.openapi(saveDetailsRoute, async (c) => c.json({ data: await saveCooperationDetails(userId(c), c.req.valid('json')), message: msg.saved }, 200));
  app.openapi(submitRoute, async (c) => c.json({ data: await submitCooperationRequest(userId(c)), message: msg.submitted }, 200));

  app.openapi(uploadRoute, async (c) => {
    const doc = await uploadCooperationDocument(userId(c), c.req.valid('param').type, c.req.valid('form').file);
    return c.json({ data: doc, message: msg.uploaded }, 200);
  });
  app.openapi(deleteDocumentRoute, async (c) => {
    await deleteCooperationDocument(userId(c), c.req.valid('param').type);
    return c.json({ data: (await getOwnCooperationRequest(userId(c)))!, message: msg.deleted }, 200);
  });
  app.openapi(downloadRoute, async (c) => fileResponse(c, await openCooperationDocument({ userId: userId(c) }, c.req.valid('param').type)));
}
