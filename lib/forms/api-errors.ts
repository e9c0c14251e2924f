import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '@/lib/api-client';

/**
 * A failed call on a react-hook-form form: the server's field errors (its `errors`, same zod schema, same words) go
 * onto the fields they name, and its message becomes the form's own error (`errors.root.server`).
 */
export function showApiError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  const { message, fields: byField } = toApiError(error);
  for (const [name, text] of Object.entries(byField)) {
    const field = fields.find((f) => f === name);
    if (field) setError(field, { type: 'server', message: text });
  }
  setError('root.server', { type: 'server', message });
}
