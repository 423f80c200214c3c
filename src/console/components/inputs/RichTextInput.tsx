import { Box, Button, Flex } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { sanitizeRichText } from '../richText/sanitizeRichText';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { useFieldControl } from './useFieldControl';

type Editor = NonNullable<ReturnType<typeof useEditor>>;

interface Tool {
  label: string;
  title: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const TOOLS: Tool[] = [
  {
    label: 'Ж',
    title: 'Полужирный',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'К',
    title: 'Курсив',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'H2',
    title: 'Заголовок',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'H3',
    title: 'Подзаголовок',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: '• Список',
    title: 'Маркированный список',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: '1. Список',
    title: 'Нумерованный список',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Цитата',
    title: 'Цитата',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    label: 'Ссылка',
    title: 'Ссылка на выделенный текст',
    run: (e) => {
      const previous = (e.getAttributes('link').href as string | undefined) ?? 'https://';
      const href = window.prompt('Адрес ссылки (пусто — убрать ссылку)', previous);
      if (href === null) return;
      if (href.trim() === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
    active: (e) => e.isActive('link'),
  },
  { label: '↶', title: 'Отменить', run: (e) => e.chain().focus().undo().run() },
  { label: '↷', title: 'Повторить', run: (e) => e.chain().focus().redo().run() },
];

/** An empty document as the editor writes it: the form holds '' instead. */
const EMPTY_DOCUMENT = '<p></p>';

/**
 * A rich-text field of the kit (TipTap): a toolbar of the tags the server keeps (src/shared/richText.ts), the
 * editable area, and the form's value as HTML in a hidden input, so conform validates and submits it like a text
 * field. What it loads is sanitised first; the server sanitises again on save.
 */
export function RichTextInput({ meta, label, required, serverError, disabled }: MaskedFieldProps) {
  const control = useFieldControl(meta);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: sanitizeRichText(control.value),
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: { id: meta.id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      control.change(html === EMPTY_DOCUMENT ? '' : html);
    },
    onFocus: () => control.focus(),
    onBlur: () => control.blur(),
  });
  // A value the form resets to (a reload, a reset) replaces the document; the editor's own typing does not loop.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    const wanted = control.value === '' ? EMPTY_DOCUMENT : control.value;
    if (current !== wanted) editor.commands.setContent(sanitizeRichText(control.value), { emitUpdate: false });
  }, [editor, control.value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.map((t) => t.active?.(e) ?? false) : TOOLS.map(() => false)),
  });
  return (
    <FieldShell meta={meta} label={label} required={required} serverError={serverError} disabled={disabled}>
      <Box borderWidth="1px" borderRadius="md" w="full">
        <Flex gap="1" wrap="wrap" p="1" borderBottomWidth="1px" bg="bg.subtle" role="toolbar" aria-label={label}>
          {TOOLS.map((tool, i) => (
            <Button
              key={tool.title}
              size="xs"
              variant={active?.[i] ? 'solid' : 'ghost'}
              title={tool.title}
              aria-label={tool.title}
              aria-pressed={tool.active ? Boolean(active?.[i]) : undefined}
              disabled={disabled || !editor}
              onClick={() => editor && tool.run(editor)}
            >
              {tool.label}
            </Button>
          ))}
        </Flex>
        <Box
          px="3"
          py="2"
          minH="32"
          css={{
            '& .ProseMirror': { outline: 'none', minHeight: '7rem' },
            '& .ProseMirror p': { marginBlock: '0.4em' },
            '& .ProseMirror ul, & .ProseMirror ol': { paddingInlineStart: '1.5em' },
            '& .ProseMirror ul': { listStyleType: 'disc' },
            '& .ProseMirror ol': { listStyleType: 'decimal' },
            '& .ProseMirror h2': { fontSize: 'xl', fontWeight: 'semibold' },
            '& .ProseMirror h3': { fontSize: 'lg', fontWeight: 'semibold' },
            '& .ProseMirror blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '0.75em' },
            '& .ProseMirror a': { color: 'blue.700', textDecoration: 'underline' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
        <input {...control.valueInputProps} />
      </Box>
    </FieldShell>
  );
}
