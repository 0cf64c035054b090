import '@mantine/dropzone/styles.css';
import { enrichmentLimits } from '@leadpilot/contracts';
import { Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { uploadFile } from '../../../api/upload-file.ts';
import { invalidateEnrichmentFiles } from '../api/enrichment-api.ts';

const accept = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/**
 * Drop a CSV or Excel file (or choose one): it uploads with a progress bar, and the file's page
 * opens to check its columns. The server reads and checks the file; its refusal shows as a toast
 * and under the drop zone.
 */
export function UploadCard({ kind = 'normal' }: { kind?: 'normal' | 'ai' }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      const path = kind === 'ai' ? 'v1/contacts/aienrichment' : 'v1/contacts/enrichment';
      const result = await uploadFile({ path, file, onProgress: setProgress });
      const body = result.body as { message?: string; data?: { file?: { id: string } } } | null;
      if (result.status === 200 && body?.data?.file) {
        dispatch(invalidateEnrichmentFiles());
        navigate(`/enrichment/${body.data.file.id}`);
        return;
      }
      setProblem(body?.message ?? 'The file could not be uploaded.');
    } catch {
      setProblem('The upload did not reach the server: check your connection and try again.');
    } finally {
      setProgress(null);
    }
  };

  const isUploading = progress !== null;
  return (
    <Card>
      <Stack gap="sm">
        <Dropzone
          onDrop={(files) => {
            const [file] = files;
            if (file) void upload(file);
          }}
          onReject={() => setProblem('Choose one CSV or Excel (.xlsx) file of at most 50 MB.')}
          accept={accept}
          maxSize={enrichmentLimits.maxBytes}
          maxFiles={1}
          multiple={false}
          loading={isUploading}
          aria-label="Upload a CSV or Excel file"
        >
          <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <ThemeIcon size={48} radius={48} variant="light" aria-hidden>
                <IconUpload size={26} />
              </ThemeIcon>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <ThemeIcon size={48} radius={48} variant="light" color="red" aria-hidden>
                <IconX size={26} />
              </ThemeIcon>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
                <IconFileSpreadsheet size={26} />
              </ThemeIcon>
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text fw={600}>Drop a CSV or Excel file here, or click to choose one</Text>
              <Text size="sm" c="dimmed">
                Up to {enrichmentLimits.maxRows.toLocaleString('en-GB')} rows and 50 MB. Names with companies, emails or
                LinkedIn URLs: we find the rest. Nothing is charged until you confirm the estimate.
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {isUploading ? (
          <Progress value={Math.round((progress ?? 0) * 100)} animated aria-label="Upload progress" size="sm" />
        ) : null}
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
