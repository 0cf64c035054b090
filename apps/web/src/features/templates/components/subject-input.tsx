import type { MergeField } from '@leadpilot/contracts';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useRef } from 'react';
import { MergeFieldPicker } from './merge-field-picker.tsx';
import { insertAtSelection } from './merge-field-token.ts';

type SubjectInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'rightSection'> & {
  value: string;
  onChange: (value: string) => void;
  fields: MergeField[] | undefined;
};

/** The subject line, with the merge-field picker inserting at the caret. */
export function SubjectInput({ value, onChange, fields, ...props }: SubjectInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const handleInsert = (token: string) => {
    const input = inputRef.current;
    const next = insertAtSelection(value, input?.selectionStart ?? null, input?.selectionEnd ?? null, token);
    onChange(next.value);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <TextInput
      {...props}
      ref={inputRef}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={<MergeFieldPicker fields={fields} onInsert={handleInsert} target="subject" isCompact />}
      rightSectionWidth={40}
      rightSectionPointerEvents="all"
    />
  );
}
