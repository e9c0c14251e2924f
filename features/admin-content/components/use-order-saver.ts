'use client';

import { useAccess } from '@/components/admin/access';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { useReorder } from '../api/reorder';

/** What a SortableList needs to save a new order: a toast either way, and no handles for a reader. */
export function useOrderSaver(reorder: ReturnType<typeof useReorder>, savedMessage: string) {
  const { can } = useAccess();
  const send = async (ids: number[]) => {
    try {
      await reorder.mutateAsync(ids);
      toast.success(savedMessage);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  return { enabled: can('content.write'), pending: reorder.isPending, onReorder: (ids: number[]) => void send(ids) };
}
