import { Button } from '../button';

type Props = { pending: boolean; editing: boolean; saveLabel: string; addLabel: string; onCancel: () => void };

/** A console form's buttons: add a new row, or save the one being edited with a way back out of editing. */
export function EditFormActions({ pending, editing, saveLabel, addLabel, onCancel }: Props) {
  return (
    <div className="flex gap-2">
      <Button type="submit" pending={pending}>
        {editing ? saveLabel : addLabel}
      </Button>
      {editing ? (
        <Button variant="secondary" onClick={onCancel}>
          انصراف
        </Button>
      ) : null}
    </div>
  );
}
