import { FALLBACK_ERROR } from '@/lib/api-client';

export const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
