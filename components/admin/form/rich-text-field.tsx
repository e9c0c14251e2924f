'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, FieldMessages } from './field';

type Props<T extends FieldValues, O> = { control: Control<T, unknown, O>; name: FieldPath<T>; label: string; hint?: ReactNode; disabled?: boolean };

/**
 * Only what the server's sanitiser keeps (lib/sanitize-html.ts): paragraphs, h3/h4, lists, bold, italic, links and
 * line breaks. Whatever else is pasted is dropped by the editor here and by the sanitiser on save.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
  }),
];

function Toolbar({ editor, labelId }: { editor: Editor; labelId: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    if (state.link) return void chain().unsetLink().run();
    const href = window.prompt('نشانی پیوند (https://…)');
    if (href) chain().setLink({ href }).run();
  };
  const buttons: { label: string; text: string; on: boolean; run: () => void }[] = [
    { label: 'درشت', text: 'B', on: state.bold, run: () => chain().toggleBold().run() },
    { label: 'کج', text: 'I', on: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'عنوان', text: 'H', on: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'فهرست نقطه‌ای', text: '•', on: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: 'فهرست شماره‌دار', text: '۱.', on: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: 'پیوند', text: '🔗', on: state.link, run: link },
  ];
  return (
    <div role="toolbar" aria-labelledby={labelId} className="flex flex-wrap gap-1 border-b border-line p-1">
      {buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          aria-label={b.label}
          aria-pressed={b.on}
          onClick={b.run}
          className={`min-h-9 min-w-9 rounded-md px-2 text-sm font-bold ${b.on ? 'bg-brand text-white' : 'hover:bg-gray-100'}`}
        >
          {b.text}
        </button>
      ))}
    </div>
  );
}

/** Rich text (HTML) for react-hook-form, through tiptap; the server sanitises what it stores. */
export function RichTextField<T extends FieldValues, O = T>({ control, name, label, hint, disabled }: Props<T, O>) {
  const id = `${useId()}-${name}`;
  const labelId = `${id}-label`;
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const editor = useEditor({
    extensions,
    content: (field.value as string | undefined) ?? '',
    editable: !disabled,
    // Rendered on the client only: the console's pages are client segments and the editor needs the DOM.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        // The editor's attributes are set once; the error is announced by its own alert (FieldMessages).
        ...(hint ? { 'aria-describedby': describedBy(id, hint)! } : {}),
        class: 'prose-sm min-h-40 p-3 outline-none [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_a]:text-brand-dark [&_a]:underline',
      },
    },
    onUpdate: ({ editor: e }) => field.onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => field.onBlur(),
  });
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className={`rounded-lg border bg-white focus-within:outline-2 focus-within:outline-brand ${error ? 'border-red-600' : 'border-line'}`}>
        {editor ? <Toolbar editor={editor} labelId={labelId} /> : null}
        <EditorContent editor={editor} />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
