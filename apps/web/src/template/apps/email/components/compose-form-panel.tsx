import '@mantine/tiptap/styles.css';
import { Button, FileButton, Group, Input, Stack, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSendEmailMutation } from '../api/email-api.ts';
import { type ComposeErrors, validateCompose } from '../compose-form.ts';
import { formatFileSize } from '../email-text.ts';
import { AttachmentList } from './attachment-list.tsx';
import { useMessageEditor } from './use-message-editor.ts';

/**
 * The compose form: recipients, copies, subject, a rich-text message and attachments. It loads
 * only when compose opens, so the rich-text editor stays out of the mailbox's own code.
 */
export function ComposeForm({ onDone }: { onDone: () => void }) {
  const [to, setTo] = useState<string[]>([]);
  const [cc, setCc] = useState<string[]>([]);
  const [bcc, setBcc] = useState<string[]>([]);
  const [isCopyShown, setIsCopyShown] = useState(false);
  const [subject, setSubject] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const editor = useMessageEditor('Message');
  const [sendEmail, { isLoading }] = useSendEmailMutation();

  async function handleSend(isDraft: boolean) {
    const found = isDraft ? {} : validateCompose(to, subject);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await sendEmail({
      to,
      cc,
      bcc,
      subject,
      message: editor?.getHTML() ?? '',
      // The demo keeps no files: it records each attachment's name and size.
      attachments: files.map((file) => ({
        fileName: file.name,
        size: formatFileSize(file.size),
        thumbnail: '',
        url: '',
      })),
      isDraft,
    }).unwrap();
    notifications.show({ color: 'green', message: isDraft ? 'Draft saved' : 'Email sent', autoClose: 2000 });
    onDone();
  }

  function handleSubmit(isDraft: boolean) {
    void handleSend(isDraft).catch(() => notifications.show({ color: 'red', message: 'The email could not be sent.' }));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit(false);
      }}
    >
      <Stack gap="sm">
        <TagsInput
          label="To"
          placeholder="Type an address and press Enter"
          value={to}
          onChange={setTo}
          error={errors.to}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          data-autofocus
          rightSectionWidth={80}
          rightSection={
            isCopyShown ? undefined : (
              <Button size="compact-xs" variant="subtle" onClick={() => setIsCopyShown(true)}>
                Cc / Bcc
              </Button>
            )
          }
        />
        {isCopyShown ? (
          <>
            <TagsInput label="Cc" value={cc} onChange={setCc} splitChars={[',', ' ', ';']} acceptValueOnBlur />
            <TagsInput label="Bcc" value={bcc} onChange={setBcc} splitChars={[',', ' ', ';']} acceptValueOnBlur />
          </>
        ) : null}
        <TextInput
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.subject}
        />
        <Input.Wrapper label="Message" labelElement="div">
          <RichTextEditor editor={editor} mt={4}>
            <RichTextEditor.Toolbar>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.Strikethrough />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Link />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content mih={180} />
          </RichTextEditor>
        </Input.Wrapper>
        <AttachmentList
          files={files}
          onRemove={(file) => setFiles((current) => current.filter((item) => item !== file))}
        />
        <Group justify="space-between" gap="sm" mt="xs">
          <FileButton multiple onChange={(picked) => setFiles((current) => [...current, ...picked])}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />}>
                Attach files
              </Button>
            )}
          </FileButton>
          <Group gap="sm">
            <Button variant="subtle" color="gray" onClick={() => handleSubmit(true)} disabled={isLoading}>
              Save draft
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} />} loading={isLoading}>
              Send
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
