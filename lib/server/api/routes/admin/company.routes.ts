import 'server-only';
import { companyIdentitySchema } from '@/lib/contracts/admin/company';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const getCompanyIdentityRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/company',
  summary: "The company's identity: name, logos, footer texts, promotion gallery link, addresses and departments",
  responses: { 200: { description: 'The identity', content: json(envelope(companyIdentitySchema)) } },
});

export const updateCompanyIdentityRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/company',
  summary: "Replaces the company's identity (addresses and departments as whole lists, in order); the header and footer show it at once; audited",
  request: { body: { required: true, content: json(companyIdentitySchema) } },
  responses: {
    200: { description: 'The identity after the change', content: json(envelope(companyIdentitySchema)) },
    400: error('A field is invalid'),
  },
});
