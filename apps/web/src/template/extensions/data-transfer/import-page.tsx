import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileImport, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { DataTableView } from './data-table-view.tsx';
import { readTableFile, TableFileError } from './read-table-file.ts';
import type { TableData } from './table-data.ts';

const accepted = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

type ImportState =
  | { status: 'empty' }
  | { status: 'reading'; fileName: string }
  | { status: 'done'; fileName: string; table: TableData }
  | { status: 'failed'; message: string };

/** Import: a CSV (papaparse) or XLSX (exceljs, loaded when needed) file shown as a table, header first. */
export function ImportPage() {
  const [state, setState] = useState<ImportState>({ status: 'empty' });
  const openPicker = useRef<() => void>(null);

  async function handleFile(file: File) {
    setState({ status: 'reading', fileName: file.name });
    try {
      setState({ status: 'done', fileName: file.name, table: await readTableFile(file) });
    } catch (error) {
      const message = error instanceof TableFileError ? error.message : `${file.name} could not be read.`;
      setState({ status: 'failed', message });
    }
  }

  return (
    <ExtensionPage
      title="Import"
      description="Open a CSV or Excel (XLSX) file and see its rows under its header."
      columns={1}
    >
      <DemoCard title="Choose a file" description="Drop a file on the box, or choose one. Nothing leaves your browser.">
        <Dropzone
          openRef={openPicker}
          onDrop={(files) => {
            const [file] = files;
            if (file) void handleFile(file);
          }}
          onReject={() => setState({ status: 'failed', message: 'Only CSV and XLSX files can be imported.' })}
          accept={accepted}
          multiple={false}
          loading={state.status === 'reading'}
          activateOnClick={false}
          aria-label="Drop a CSV or XLSX file here"
        >
          <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileImport size={40} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text fw={600}>Drop a CSV or XLSX file here</Text>
              <Text size="sm">The first row is read as the header.</Text>
            </Stack>
          </Group>
        </Dropzone>
        <Group>
          <Button onClick={() => openPicker.current?.()}>Choose a file</Button>
          {state.status === 'done' || state.status === 'failed' ? (
            <Button variant="default" onClick={() => setState({ status: 'empty' })}>
              Clear
            </Button>
          ) : null}
        </Group>
        <div aria-live="polite">
          {state.status === 'failed' ? (
            <Alert color="red" title="This file cannot be imported">
              {state.message}
            </Alert>
          ) : null}
          {state.status === 'done' ? (
            <Text size="sm" data-testid="import-summary">
              {state.fileName}: {state.table.header.length} columns, {state.table.rows.length} rows.
            </Text>
          ) : null}
        </div>
      </DemoCard>
      {state.status === 'done' ? (
        <DemoCard title="File contents" description={state.fileName}>
          <DataTableView table={state.table} label={`Contents of ${state.fileName}`} />
        </DemoCard>
      ) : null}
    </ExtensionPage>
  );
}
