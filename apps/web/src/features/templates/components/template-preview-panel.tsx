import type { MergeField } from '@leadpilot/contracts';
import { Alert, Center, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconUserQuestion } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { usePreviewTemplateQuery } from '../api/preview-template.ts';
import { useSearchPreviewPeopleQuery } from '../api/search-preview-people.ts';
import { draftProblemOf } from './draft-problem.ts';
import { type PreviewPerson, previewPersonOf } from './preview-person.ts';
import { PreviewPersonSelect } from './preview-person-select.tsx';
import { RenderedSampleView } from './rendered-sample-view.tsx';
import { plainTextOf } from './spam-check.ts';

const frameHeight = 340;
/** The preview's fixed height (subject, frame, missing-field line), so nothing below it jumps. */
const previewHeight = frameHeight + 70;

interface TemplatePreviewPanelProps {
  subject: string;
  html: string;
  fields: MergeField[] | undefined;
  person: PreviewPerson | null;
  onPersonChange: (person: PreviewPerson | null) => void;
}

/** The live preview: the draft rendered for one chosen prospect, refreshed half a second after typing stops. */
export function TemplatePreviewPanel({ subject, html, fields, person, onPersonChange }: TemplatePreviewPanelProps) {
  const [debouncedSubject] = useDebouncedValue(subject, 500);
  const [debouncedHtml] = useDebouncedValue(html, 500);
  const problem = draftProblemOf(
    debouncedSubject,
    debouncedHtml,
    fields?.map((field) => field.key),
  );
  const isBlank = plainTextOf(debouncedHtml) === '' && debouncedSubject.trim() === '';
  const preview = usePreviewTemplateQuery(
    { subject: debouncedSubject, html: debouncedHtml, personIds: person ? [person.id] : [] },
    { skip: !person || problem !== null || isBlank },
  );
  const firstPeople = useSearchPreviewPeopleQuery('');
  const firstPerson = firstPeople.data?.data[0];

  // Start with the first prospect search offers, so the preview shows real data straight away.
  useEffect(() => {
    if (!person && firstPerson) onPersonChange(previewPersonOf(firstPerson));
  }, [person, firstPerson, onPersonChange]);

  const sample = preview.data?.samples[0];
  const isStale = preview.isFetching || subject !== debouncedSubject || html !== debouncedHtml;

  return (
    <Stack gap="sm">
      <PreviewPersonSelect
        label="Preview for"
        placeholder="Search a prospect"
        value={person}
        onChange={onPersonChange}
      />
      <div style={{ minHeight: previewHeight }}>
        {!person ? (
          <Center
            h={previewHeight}
            bd="1px dashed var(--mantine-color-default-border)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Stack align="center" gap={4} px="md" ta="center">
              <IconUserQuestion size={28} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed">
                Choose a prospect to see the email as they will read it.
              </Text>
            </Stack>
          </Center>
        ) : problem ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="The preview is waiting">
            {problem}
          </Alert>
        ) : preview.isError && !isStale ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="This draft cannot be rendered"
          >
            {errorMessageOf(preview.error) ?? 'Check your connection and try again.'}
          </Alert>
        ) : sample ? (
          <div
            aria-busy={isStale}
            style={{ opacity: isStale ? 0.65 : 1, transition: 'opacity 150ms ease' }}
            data-testid="live-preview"
          >
            <RenderedSampleView sample={sample} frameHeight={frameHeight} />
          </div>
        ) : isBlank ? (
          <Center h={previewHeight}>
            <Text size="sm" c="dimmed">
              Write something to preview it.
            </Text>
          </Center>
        ) : (
          <Stack gap="xs" aria-busy aria-label="Loading the preview">
            <Skeleton height={18} width="70%" />
            <Skeleton height={frameHeight} />
            <Skeleton height={16} width="40%" />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
