import type { PlanRequest } from '@/lib/contracts/facility';
import { call } from './facility-request';

type Document = PlanRequest['documents'][number];

/** POST /user/planRequestDocument (requestId, kind, file). */
export function uploadDocument(requestId: number, kind: string, file: File) {
  const form = new FormData();
  form.append('requestId', String(requestId));
  form.append('kind', kind);
  form.append('file', file);
  return call<Document>('post', '/user/planRequestDocument', form);
}
