import { Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** A tiptap editor for a new email's message, named for screen readers. */
export function useMessageEditor(label: string) {
  return useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ],
    content: '',
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
  });
}
