import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { brandSchema } from '@/lib/contracts/catalog';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { branchSchema, provinceSchema } from '@/lib/contracts/geo';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema: envelope(schema) } } },
});

export const staticsDataRoute = createRoute({
  method: 'get',
  path: '/public/getStaticsData',
  tags: ['content'],
  summary: 'Company settings, categories, menus, banners and the rest of the shell (SPEC §7)',
  description: 'Answered with an ETag; a request whose If-None-Match holds it gets 304 and no body.',
  responses: { ...json(staticDataSchema, 'The static data'), 304: { description: 'The copy the client holds is current' } },
});

export const brandsRoute = createRoute({
  method: 'get',
  path: '/public/brands',
  tags: ['catalog'],
  summary: 'Active brands in display order',
  responses: json(z.array(brandSchema), 'Brands'),
});

export const provincesRoute = createRoute({
  method: 'get',
  path: '/public/provinces',
  tags: ['geo'],
  summary: 'All provinces with their cities',
  responses: json(z.array(provinceSchema), 'Provinces'),
});

export const branchesRoute = createRoute({
  method: 'get',
  path: '/public/branchs',
  tags: ['geo'],
  summary: 'Company branches and sales agencies (the spelling is the contract)',
  responses: json(z.array(branchSchema), 'Branches'),
});
