import '@mantine/dropzone/styles.css';
import { ActionIcon, FileInput, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection, IMAGE_MIME_TYPE, MIME_TYPES } from '@mantine/dropzone';
import { IconFile, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';
import { formatFileSize } from './format-file-size.ts';

const maxSize = 2 * 1024 ** 2;
const accepted = [...IMAGE_MIME_TYPE, MIME_TYPES.pdf];

let nextFileId = 0;

function createFileId(): string {
  nextFileId += 1;
  return `file-${nextFileId}`;
}

interface ChosenFile {
  id: string;
  file: File;
  /** An object URL for images, revoked when the file is removed. */
  preview: string | null;
}

function FileRow({ item, onRemove }: { item: ChosenFile; onRemove: () => void }) {
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      {item.preview ? (
        <Image src={item.preview} alt={`Preview of ${item.file.name}`} w={48} h={48} radius="sm" fit="cover" />
      ) : (
        <ThemeIcon size={48} variant="light" aria-hidden>
          <IconFile size={24} />
        </ThemeIcon>
      )}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {item.file.name}
        </Text>
        <Text size="xs">{formatFileSize(item.file.size)}</Text>
      </Stack>
      <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${item.file.name}`}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

function DropzoneUploader() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);

  const filesRef = useRef(files);
  filesRef.current = files;
  // Object URLs live until their file is removed or the page is left.
  useEffect(
    () => () => {
      for (const item of filesRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  function handleRemove(item: ChosenFile) {
    if (item.preview) URL.revokeObjectURL(item.preview);
    setFiles((current) => current.filter((other) => other.id !== item.id));
  }

  function handleDrop(dropped: File[]) {
    setRejections([]);
    setFiles((current) => [
      ...current,
      ...dropped.map((file) => ({
        id: createFileId(),
        file,
        preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
      })),
    ]);
  }

  function handleReject(rejected: FileRejection[]) {
    setRejections(
      rejected.map(({ file, errors }) => `${file.name}: ${errors.map((error) => error.message).join(', ')}`),
    );
  }

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={handleDrop}
        onReject={handleReject}
        maxSize={maxSize}
        accept={accepted}
        inputProps={{ 'aria-label': 'Upload images or PDF files' }}
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={44} color="var(--mantine-color-indigo-6)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={44} aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4} ta="center">
            <Text size="lg" fw={500}>
              Drag files here or click to choose
            </Text>
            <Text size="sm">Images or PDF, up to {formatFileSize(maxSize)} each</Text>
          </Stack>
        </Group>
      </Dropzone>
      {rejections.length > 0 ? (
        <Stack gap={2} role="alert">
          {rejections.map((line) => (
            <Text key={line} size="sm" c="red.8">
              {line}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Text size="sm" fw={500} data-testid="file-count">
        {files.length === 0 ? 'No file chosen yet' : `${files.length} ${files.length === 1 ? 'file' : 'files'} chosen`}
      </Text>
      {files.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Chosen files">
          {files.map((item) => (
            <FileRow key={item.id} item={item} onRemove={() => handleRemove(item)} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** File uploads: a dropzone with types, size limit, previews and removal; Mantine's FileInput. */
export function FileUploaderPage() {
  return (
    <FormPage
      title="File uploader"
      description="Drop or choose files, see previews of images, and remove what you do not want."
      columns={1}
    >
      <DemoCard
        title="Dropzone"
        description="Accepts images and PDF files up to 2 MB; other files are refused with the reason."
      >
        <DropzoneUploader />
      </DemoCard>
      <DemoCard title="File input">
        <Group grow align="flex-start" wrap="wrap">
          <FileInput label="Resume" description="One PDF file" accept="application/pdf" clearable miw={220} />
          <FileInput label="Attachments" description="Several files" multiple clearable miw={220} />
          <FileInput label="Disabled" placeholder="Not available" disabled miw={220} />
        </Group>
      </DemoCard>
    </FormPage>
  );
}
