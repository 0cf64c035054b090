import '@mantine/dropzone/styles.css';
import { Flex, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a spreadsheet upload takes: CSV (as browsers and spreadsheets name it) and Excel's .xlsx. */
const accept = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/**
 * A drop zone for one CSV or Excel file (or a click to choose one), with an icon for each state and
 * the caller's hint under its title; the enrichment screens and the free-enrichment page use it.
 */
export function SpreadsheetDropzone(props: {
  onFile: (file: File) => void;
  onReject: () => void;
  hint: ReactNode;
  maxSize?: number;
  loading?: boolean;
  disabled?: boolean;
  /** Smaller on a narrow card. */
  compact?: boolean;
}) {
  const icon = props.compact ? 44 : 48;
  const glyph = props.compact ? 24 : 26;
  return (
    <Dropzone
      onDrop={(files) => {
        const [file] = files;
        if (file) props.onFile(file);
      }}
      onReject={props.onReject}
      accept={accept}
      {...(props.maxSize ? { maxSize: props.maxSize } : {})}
      maxFiles={1}
      multiple={false}
      loading={props.loading ?? false}
      disabled={props.disabled ?? false}
      aria-label="Upload a CSV or Excel file"
    >
      {/* Icon beside the words; on a phone above them, so the words keep the width. */}
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="center"
        align="center"
        gap={props.compact ? 'md' : 'lg'}
        mih={props.compact ? 110 : 120}
        style={{ pointerEvents: 'none' }}
      >
        <Dropzone.Accept>
          <ThemeIcon size={icon} radius={icon} variant="light" aria-hidden>
            <IconUpload size={glyph} />
          </ThemeIcon>
        </Dropzone.Accept>
        <Dropzone.Reject>
          <ThemeIcon size={icon} radius={icon} variant="light" color="red" aria-hidden>
            <IconX size={glyph} />
          </ThemeIcon>
        </Dropzone.Reject>
        <Dropzone.Idle>
          <ThemeIcon size={icon} radius={icon} variant="light" color="gray" aria-hidden>
            <IconFileSpreadsheet size={glyph} />
          </ThemeIcon>
        </Dropzone.Idle>
        <Stack gap={2} ta={{ base: 'center', xs: 'left' }}>
          <Text fw={600}>Drop a CSV or Excel file here, or click to choose one</Text>
          <Text size="sm" c="dimmed">
            {props.hint}
          </Text>
        </Stack>
      </Flex>
    </Dropzone>
  );
}
