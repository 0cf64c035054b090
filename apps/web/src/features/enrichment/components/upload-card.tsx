import { enrichmentLimits } from '@leadpilot/contracts';
import { Card, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { uploadFile } from '../../../api/upload-file.ts';
import { SpreadsheetDropzone } from '../../../shared/ui/spreadsheet-dropzone.tsx';
import { invalidateEnrichmentFiles } from '../api/enrichment-api.ts';

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
        <SpreadsheetDropzone
          onFile={(file) => void upload(file)}
          onReject={() => setProblem('Choose one CSV or Excel (.xlsx) file of at most 50 MB.')}
          maxSize={enrichmentLimits.maxBytes}
          loading={isUploading}
          hint={`Up to ${enrichmentLimits.maxRows.toLocaleString('en-GB')} rows and 50 MB. Names with companies, emails or LinkedIn URLs: we find the rest. Nothing is charged until you confirm the estimate.`}
        />
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
