// The tiptap editors of the editor page, loaded after the page so its route chunk stays small.
import '@mantine/tiptap/styles.css';
import { Input, Stack, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';

const initialContent = `<h2>Welcome to the editor</h2>
<p>This is a <strong>rich text</strong> editor built on <em>tiptap</em>. Select text to format it, or use the toolbar.</p>
<ul><li>Headings, lists and quotes</li><li>Bold, italic, underline and strikethrough</li><li>Links, opened with Ctrl+K</li></ul>
<blockquote>Write once, send to many.</blockquote>`;

function countWords(text: string): number {
  return text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
}

/** The editor with a full toolbar and a word count. */
export function FullEditor() {
  const [words, setWords] = useState(0);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
    ],
    content: initialContent,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Article body', 'aria-multiline': 'true', role: 'textbox' } },
    onCreate: ({ editor: created }) => setWords(countWords(created.getText())),
    onUpdate: ({ editor: updated }) => setWords(countWords(updated.getText())),
  });

  return (
    <Stack gap="xs">
      <Input.Wrapper label="Article" labelElement="div">
        <RichTextEditor
          editor={editor}
          mt={4}
          labels={{ linkEditorInputLabel: 'Link address', linkEditorInputPlaceholder: 'https://example.com' }}
        >
          <RichTextEditor.Toolbar sticky stickyOffset={0}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
              <RichTextEditor.Code />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content mih={240} />
        </RichTextEditor>
      </Input.Wrapper>
      <Text size="sm" data-testid="word-count" aria-live="polite">
        {words} {words === 1 ? 'word' : 'words'}
      </Text>
    </Stack>
  );
}

/** The editor with the few controls a comment needs. */
export function MinimalEditor() {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: false })],
    content: '<p>A short comment with <strong>bold</strong> and <em>italic</em> only.</p>',
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Comment', 'aria-multiline': 'true', role: 'textbox' } },
  });
  return (
    <Input.Wrapper label="Comment" labelElement="div">
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.BulletList />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={100} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
