import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toApiError } from '@/lib/api-client';

/**
 * Puts the API's Persian field errors (400 `errors`) on the form's fields and returns the message for a toast: the
 * server's message, which covers what no field shows (a 409, a 403).
 */
export function applyApiErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: readonly FieldPath<T>[]): string {
  const apiError = toApiError(error);
  for (const [field, message] of Object.entries(apiError.fields)) {
    if ((fields as readonly string[]).includes(field)) setError(field as FieldPath<T>, { type: 'server', message });
  }
  return apiError.message;
}
