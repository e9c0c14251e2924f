import { createApi } from '@/lib/server/api/app';

const api = createApi();
const handle = (req: Request) => api.fetch(req);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
export const HEAD = handle;
