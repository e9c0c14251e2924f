'use client';

import { useId, type ReactNode } from 'react';
import { Dialog } from '../dialog';
import { Button } from './button';

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** While the action runs both buttons wait and the dialog stays open; close it on success. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a destructive action, in the shop's one Dialog (focus kept inside, Escape, scroll lock, focus back to
 * the control that opened it). Focus starts on the safe choice, the first button; while the action runs it stays open.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'انصراف', tone = 'danger', pending = false, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const bodyId = useId();

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={!pending}
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      className="mx-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white shadow-xl"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="text-sm text-muted">
            {children}
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
