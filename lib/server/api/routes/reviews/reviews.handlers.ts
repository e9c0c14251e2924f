import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { reviewMessages as msg } from '@/lib/contracts/reviews';
import { answerQuestion, askQuestion, listQuestions } from '../../../services/reviews/questions';
import { listReviews, submitReview, voteHelpful } from '../../../services/reviews/reviews';
import { noStore } from '../../auth-session';
import { answerQuestionRoute, askQuestionRoute, listQuestionsRoute, listReviewsRoute, submitReviewRoute, voteHelpfulRoute } from './reviews.routes';

// Approvals show within a minute on every cache in between.
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function mountReviews(app: OpenAPIHono) {
  app.openapi(listReviewsRoute, async (c) => {
    const data = await listReviews(c.req.valid('param').productId, c.req.valid('query').sort);
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data }, 200);
  });

  app.openapi(listQuestionsRoute, async (c) => {
    const data = await listQuestions(c.req.valid('param').productId);
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data }, 200);
  });

  app.openapi(submitReviewRoute, async (c) => {
    const data = await submitReview(c.get('auth').user.id, c.req.valid('param').productId, c.req.valid('json'));
    return c.json({ data, message: msg.submitted }, 201);
  });

  app.openapi(voteHelpfulRoute, async (c) => {
    noStore(c);
    return c.json({ data: await voteHelpful(c.get('auth').user.id, c.req.valid('param').id) }, 200);
  });

  app.openapi(askQuestionRoute, async (c) => {
    const data = await askQuestion(c.get('auth').user.id, c.req.valid('param').productId, c.req.valid('json').body);
    return c.json({ data, message: msg.submitted }, 201);
  });

  app.openapi(answerQuestionRoute, async (c) => {
    const data = await answerQuestion(c.get('auth').user.id, c.req.valid('param').id, c.req.valid('json').body);
    return c.json({ data, message: msg.submitted }, 201);
  });
}
