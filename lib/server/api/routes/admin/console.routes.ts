import 'server-only';
import { consoleOverviewSchema } from '@/lib/contracts/admin/overview';
import { consoleMeSchema } from '@/lib/contracts/admin/staff';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { json } from '../facility/facility-openapi';

export const consoleMeRoute = adminRoute('staff', {
  method: 'get',
  path: '/admin/me',
  summary: 'Who is using the console, their roles and permissions (the console shows only what these allow)',
  responses: { 200: { description: 'The caller', content: json(envelope(consoleMeSchema)) } },
});

export const consoleOverviewRoute = adminRoute('staff', {
  method: 'get',
  path: '/admin/overview',
  summary: "The operator's home: today's and this week's orders and revenue (Tehran time), orders awaiting action, low stock, pending requests; each part only with its read permission",
  responses: { 200: { description: 'The figures', content: json(envelope(consoleOverviewSchema)) } },
});
