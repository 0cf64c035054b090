import { Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useLayoutEffect, useRef } from 'react';

interface RichTextEditorOptions {
  initialHtml: string;
  onChange: (html: string) => void;
  /** Called once the editor has read `initialHtml`, with the HTML as the editor writes it. */
  onReady?: (html: string) => void;
  /** The editable area's accessible name. */
  label: string;
}

/**
 * A tiptap editor for email HTML: paragraphs, headings 2–3, bold, italic, underline, lists and
 * links (Mantine's link, opened with Ctrl+K, never followed on click), with undo and redo.
 */
export function useRichTextEditor({ initialHtml, onChange, onReady, label }: RichTextEditorOptions) {
  const onChangeRef = useRef(onChange);
  const onReadyRef = useRef(onReady);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    onReadyRef.current = onReady;
  });
  return useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onCreate: ({ editor }) => onReadyRef.current?.(editor.getHTML()),
    onUpdate: ({ editor }) => onChangeRef.current(editor.getHTML()),
  });
}
