'use client';

import { Button } from './button';

type Props = {
  /** The row's name, so each button says what it acts on ("ویرایش آیفون ۱۶"). */
  name: string;
  onEdit: () => void;
  /** Absent: the row cannot be removed (in use, or not removable at all). */
  onRemove?: () => void;
};

/** A console list row's edit and remove buttons. */
export function RowActions({ name, onEdit, onRemove }: Props) {
  return (
    <span className="flex gap-2">
      <Button variant="secondary" onClick={onEdit} aria-label={`ویرایش ${name}`}>
        ویرایش
      </Button>
      {onRemove ? (
        <Button variant="ghost" onClick={onRemove} aria-label={`حذف ${name}`}>
          حذف
        </Button>
      ) : null}
    </span>
  );
}
