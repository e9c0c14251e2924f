'use client';

import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { inputClass } from '../form/field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; onCommit: (value: string) => void; delayMs?: number };

/** A text box that reports what was typed once typing pauses (or on Enter), and follows outside changes of value. */
export function DebouncedInput({ value, onCommit, delayMs = 400, className = '', ...rest }: Props) {
  // What is typed, and the outside value it started from: a new outside value (a cleared filter) replaces it.
  const [draft, setDraft] = useState({ text: value, from: value });
  if (draft.from !== value) setDraft({ text: value, from: value });
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  const text = draft.text.trim();
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => commit.current(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <input
      {...rest}
      value={draft.text}
      onChange={(e) => setDraft({ text: e.target.value, from: value })}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && text !== value) commit.current(text);
      }}
      className={`${inputClass} ${className}`}
    />
  );
}
