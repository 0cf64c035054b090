import { recordingLimits } from '@leadpilot/contracts';
import { Alert, Button, Card, FileInput, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileText, IconMicrophone, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { genericErrorMessage, messageOf } from '../../../api/response-feedback.ts';
import { uploadRecording } from '../api/upload-recording.ts';
import { acceptedAudio, acceptedTranscripts } from './recording-format.ts';
import { type RecordingSubject, SubjectPicker } from './subject-picker.tsx';

const maxMegabytes = recordingLimits.maxBytes / (1024 * 1024);

interface Problems {
  file?: string;
  subject?: string;
}

function check(file: File | null, subject: RecordingSubject): Problems {
  const problems: Problems = {};
  if (!file) problems.file = 'Choose a recording (MP3, M4A, WAV or WebM).';
  else if (!/\.(mp3|m4a|wav|webm)$/i.test(file.name) && !file.type.startsWith('audio/')) {
    problems.file = 'Choose an MP3, M4A, WAV or WebM recording.';
  } else if (file.size > recordingLimits.maxBytes) problems.file = `Choose a recording of at most ${maxMegabytes} MB.`;
  else if (file.size === 0) problems.file = 'This recording is empty: choose the file again.';
  if (!subject) problems.subject = 'Choose the meeting or the prospect this call was with.';
  return problems;
}

/** Upload a call: the recording, an optional transcript, the call it belongs to; its own progress bar. */
export function UploadRecordingCard({ onUploaded }: { onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [transcript, setTranscript] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [subject, setSubject] = useState<RecordingSubject>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploading = progress !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(file, subject);
    setProblems(found);
    setOutcome(null);
    if (!file || !subject || Object.keys(found).length > 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const result = await uploadRecording({
        file,
        transcript,
        title,
        subject,
        onProgress: setProgress,
        signal: controller.signal,
      });
      if (result.status === 200) {
        setOutcome({ kind: 'success', message: messageOf(result.body) ?? 'The recording was saved.' });
        setFile(null);
        setTranscript(null);
        setTitle('');
        onUploaded();
      } else {
        setOutcome({ kind: 'error', message: messageOf(result.body) ?? genericErrorMessage });
      }
    } catch (error) {
      const cancelled = error instanceof DOMException && error.name === 'AbortError';
      setOutcome({
        kind: 'error',
        message: cancelled
          ? 'The upload was cancelled: nothing was saved.'
          : 'The server could not be reached: try again.',
      });
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="upload-recording-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4" id="upload-recording-title">
            Upload a call
          </Title>
          <Group grow align="flex-start" wrap="wrap">
            <FileInput
              label="Recording"
              description={`MP3, M4A, WAV or WebM; up to 2 hours and ${maxMegabytes} MB`}
              placeholder="Choose a file"
              leftSection={<IconMicrophone size={16} aria-hidden />}
              accept={acceptedAudio}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setProblems((current) => ({ ...current, file: undefined }));
              }}
              error={problems.file}
              disabled={uploading}
              clearable
              withAsterisk
            />
            <FileInput
              label="Transcript (optional)"
              description="WebVTT, SRT or plain text; voice tags name the speakers"
              placeholder="Choose a file"
              leftSection={<IconFileText size={16} aria-hidden />}
              accept={acceptedTranscripts}
              value={transcript}
              onChange={setTranscript}
              disabled={uploading}
              clearable
            />
          </Group>
          <TextInput
            label="Title (optional)"
            placeholder="Discovery call with Acme"
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            disabled={uploading}
          />
          <SubjectPicker
            value={subject}
            onChange={(next) => {
              setSubject(next);
              setProblems((current) => ({ ...current, subject: undefined }));
            }}
            error={problems.subject ?? null}
            disabled={uploading}
          />
          {uploading ? (
            <Stack gap={4}>
              <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated />
              <Text size="xs" c="dimmed" aria-live="polite">
                {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Checking the recording…'}
              </Text>
            </Stack>
          ) : null}
          {outcome ? (
            <Alert
              color={outcome.kind === 'error' ? 'red' : 'green'}
              variant="light"
              role={outcome.kind === 'error' ? 'alert' : 'status'}
              withCloseButton
              onClose={() => setOutcome(null)}
            >
              {outcome.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            {uploading ? (
              <Button variant="default" onClick={() => abort.current?.abort()}>
                Cancel upload
              </Button>
            ) : null}
            <Button type="submit" leftSection={<IconUpload size={16} />} loading={uploading}>
              Upload recording
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
