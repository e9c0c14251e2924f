'use client';
import { useState } from 'react';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';

/**
 * The row a confirm dialog asks about and the removal it runs once confirmed: a toast either way (the server's
 * Persian message on a refusal), and the dialog closed after.
 */
export function useConfirmedRemove<Row>(remove: (row: Row) => Promise<unknown>, doneMessage: string) {
  const [removing, setRemoving] = useState<Row | null>(null);
  const confirm = async () => {
    if (removing === null) return;
    try {
      await remove(removing);
      toast.success(doneMessage);
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setRemoving(null);
    }
  };
  return { removing, ask: setRemoving, cancel: () => setRemoving(null), confirm };
}
