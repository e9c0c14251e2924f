import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createFaqGroup, createFaqQuestion, deleteFaqGroup, deleteFaqQuestion, listFaqAdmin, reorderFaqGroups, reorderFaqQuestions, updateFaqGroup, updateFaqQuestion } from '../../../services/content/faq-admin';
import {
  createFaqGroupRoute,
  createFaqQuestionRoute,
  deleteFaqGroupRoute,
  deleteFaqQuestionRoute,
  listFaqRoute,
  reorderFaqGroupsRoute,
  reorderFaqQuestionsRoute,
  updateFaqGroupRoute,
  updateFaqQuestionRoute,
} from './faq.routes';

export function mountAdminFaq(app: OpenAPIHono) {
  app.openapi(listFaqRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listFaqAdmin() }, 200);
  });
  // Before the /{id} routes, which would take "order" for an id.
  app.openapi(reorderFaqGroupsRoute, async (c) => {
    await reorderFaqGroups(actorOf(c), c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(reorderFaqQuestionsRoute, async (c) => {
    await reorderFaqQuestions(actorOf(c), c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(createFaqGroupRoute, async (c) => c.json({ data: await createFaqGroup(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(updateFaqGroupRoute, async (c) => c.json({ data: await updateFaqGroup(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(deleteFaqGroupRoute, async (c) => {
    await deleteFaqGroup(actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(createFaqQuestionRoute, async (c) => c.json({ data: await createFaqQuestion(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(updateFaqQuestionRoute, async (c) => c.json({ data: await updateFaqQuestion(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(deleteFaqQuestionRoute, async (c) => {
    await deleteFaqQuestion(actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
