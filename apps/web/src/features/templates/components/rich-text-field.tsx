import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';

interface RichTextFieldProps {
  editor: Editor | null;
  label: string;
  /** Controls added at the end of the toolbar (merge fields, AI rewrite). */
  extraControls?: ReactNode;
  error?: ReactNode;
  description?: ReactNode;
  minHeight?: number;
}

/** A labelled Mantine rich-text editor with the formatting an email needs. */
export function RichTextField({
  editor,
  label,
  extraControls,
  error,
  description,
  minHeight = 220,
}: RichTextFieldProps) {
  return (
    <Input.Wrapper label={label} error={error} description={description} labelElement="div">
      <RichTextEditor
        editor={editor}
        mt={4}
        style={{ borderColor: error ? 'var(--mantine-color-error)' : undefined }}
        labels={{ linkEditorInputLabel: 'Link address', linkEditorInputPlaceholder: 'https://example.com' }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
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
          {extraControls}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
