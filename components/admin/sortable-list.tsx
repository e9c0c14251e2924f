'use client';

import { useState, type ReactNode } from 'react';

/** The ids in their new order after moving `from` to where `to` stands. */
export function moved(ids: number[], from: number, to: number): number[] {
  const rest = ids.filter((id) => id !== from);
  const at = ids.indexOf(to);
  if (at < 0 || from === to) return ids;
  // Dropped on an item further down, the moved one goes after it; further up, before it.
  const index = rest.indexOf(to) + (ids.indexOf(from) < at ? 1 : 0);
  return [...rest.slice(0, index), from, ...rest.slice(index)];
}

type Props<T> = {
  items: T[];
  label: string;
  idOf: (item: T) => number;
  titleOf: (item: T) => string;
  /** Off for a reader: no handles, no buttons. */
  enabled: boolean;
  pending: boolean;
  onReorder: (ids: number[]) => void;
  render: (item: T) => ReactNode;
};

/**
 * A list the operator reorders by dragging an item onto another (native drag and drop), or with the up and down
 * buttons, which keyboards and screen readers use.
 */
export function SortableList<T>({ items, label, idOf, titleOf, enabled, pending, onReorder, render }: Props<T>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = items.map(idOf);
  const move = (from: number, to: number) => {
    const next = moved(ids, from, to);
    if (next.join() !== ids.join()) onReorder(next);
  };
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-line">
      {items.map((item, i) => {
        const id = idOf(item);
        const title = titleOf(item);
        return (
          <li
            key={id}
            draggable={enabled && !pending}
            onDragStart={(e) => {
              // A child list sits inside an item of its parent list: the drag is the inner list's alone.
              e.stopPropagation();
              e.dataTransfer.effectAllowed = 'move';
              // Firefox starts a drag only with some data set.
              e.dataTransfer.setData('text/plain', String(id));
              setDragged(id);
            }}
            onDragOver={(e) => {
              if (dragged === null || !ids.includes(dragged)) return;
              e.preventDefault();
              e.stopPropagation();
              setOver(id);
            }}
            onDragLeave={() => setOver((o) => (o === id ? null : o))}
            onDrop={(e) => {
              if (dragged === null || !ids.includes(dragged)) return;
              e.preventDefault();
              e.stopPropagation();
              move(dragged, id);
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            className={`${over === id && dragged !== id ? 'bg-brand/5 outline-dashed outline-1 outline-brand' : ''} ${dragged === id ? 'opacity-50' : ''}`}
          >
            <div className="flex items-start gap-2">
              {enabled ? (
                <span className="flex shrink-0 flex-col gap-1 py-2">
                  <span aria-hidden className="cursor-grab select-none text-center text-muted" title="برای جابه‌جایی بکشید">
                    ⋮⋮
                  </span>
                  <button type="button" disabled={pending || i === 0} onClick={() => move(id, ids[i - 1]!)} aria-label={`${title}، یک جا بالاتر`} className="rounded border border-line px-1 text-xs disabled:opacity-40">
                    ▲
                  </button>
                  <button type="button" disabled={pending || i === items.length - 1} onClick={() => move(id, ids[i + 1]!)} aria-label={`${title}، یک جا پایین‌تر`} className="rounded border border-line px-1 text-xs disabled:opacity-40">
                    ▼
                  </button>
                </span>
              ) : null}
              <div className="min-w-0 flex-1">{render(item)}</div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
