import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'use-intl';

/**
 * A description as rich text, limited to what the shop's allow-list keeps and product pages show:
 * headings, lists, bold and links. The API cleans what it is sent all the same.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    italic: false,
    strike: false,
    underline: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
];

export function RichText({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const t = useTranslations();
  const id = useId();
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'rich-text-area',
      },
    },
    // An empty editor is no description.
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  // The form loaded anew (a conflict's current state): the editor shows it.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const button = (name: keyof NonNullable<typeof active>, text: string, run: () => void) => (
    <button type="button" className="button small" aria-pressed={active?.[name] ?? false} onClick={run}>
      {text}
    </button>
  );
  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };
  return (
    <div className="field rich-text">
      <span id={`${id}-label`} className="label">
        {label}
      </span>
      <div role="toolbar" aria-label={t('productEditor.formatting', { field: label })} className="toolbar">
        {button('h2', t('productEditor.heading'), () => chain().toggleHeading({ level: 2 }).run())}
        {button('h3', t('productEditor.subheading'), () => chain().toggleHeading({ level: 3 }).run())}
        {button('bold', t('productEditor.bold'), () => chain().toggleBold().run())}
        {button('bullets', t('productEditor.bullets'), () => chain().toggleBulletList().run())}
        {button('numbers', t('productEditor.numbers'), () => chain().toggleOrderedList().run())}
        {button('link', t('productEditor.link'), () => setLinking(editor.getAttributes('link').href ?? 'https://'))}
      </div>
      {linking !== null && (
        <div className="inline-form">
          <label htmlFor={`${id}-href`}>{t('productEditor.linkAddress')}</label>
          <input
            id={`${id}-href`}
            type="url"
            value={linking}
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
            }}
          />
          <button type="button" className="button small" onClick={applyLink}>
            {t('productEditor.applyLink')}
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
