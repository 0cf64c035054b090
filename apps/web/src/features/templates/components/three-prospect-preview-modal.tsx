import type { RenderedSamples } from '@leadpilot/contracts';
import { Alert, Card, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useGetContactSamplesQuery } from '../api/get-contact-samples.ts';
import { usePreviewTemplateQuery } from '../api/preview-template.ts';
import { useSearchPreviewPeopleQuery } from '../api/search-preview-people.ts';
import { type PreviewPerson, previewPersonOf } from './preview-person.ts';
import { RenderedSampleView } from './rendered-sample-view.tsx';
import { samplePeople } from './sample-people.ts';

interface ThreeProspectPreviewModalProps {
  opened: boolean;
  onClose: () => void;
  /** Set when the editor shows a saved template unchanged: the server renders what is stored. */
  savedTemplateId: string | null;
  subject: string;
  html: string;
  person: PreviewPerson | null;
}

/** The template side by side for three prospects, with any field that had no value highlighted. */
export function ThreeProspectPreviewModal({
  opened,
  onClose,
  savedTemplateId,
  subject,
  html,
  person,
}: ThreeProspectPreviewModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const firstPeople = useSearchPreviewPeopleQuery('', { skip: !opened });
  const people = samplePeople(person, (firstPeople.data?.data ?? []).map(previewPersonOf));
  const personIds = people.map((entry) => entry.id);
  const isReady = opened && personIds.length > 0;
  const saved = useGetContactSamplesQuery(
    { templateId: savedTemplateId ?? '', personIds },
    { skip: !isReady || savedTemplateId === null },
  );
  const draft = usePreviewTemplateQuery({ subject, html, personIds }, { skip: !isReady || savedTemplateId !== null });
  const result = savedTemplateId === null ? draft : saved;
  const samples: RenderedSamples['samples'] | null = result.data && !result.isFetching ? result.data.samples : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Preview for 3 prospects"
      size="100%"
      fullScreen={isPhone}
      styles={{ content: { maxWidth: 1400 } }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {savedTemplateId
            ? 'The saved template as each prospect will receive it.'
            : 'Your unsaved draft as each prospect would receive it.'}{' '}
          Highlighted words are fields with no value for that prospect.
        </Text>
        {result.isError && !result.isFetching ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="The samples could not be rendered"
          >
            {errorMessageOf(result.error) ?? 'Check your connection and try again.'}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" aria-busy={samples === null}>
            {samples
              ? samples.map((sample) => (
                  <Card key={sample.person.id} padding="md" role="article" aria-label={sample.person.fullName}>
                    <Stack gap="sm">
                      <div>
                        <Text fw={600} size="sm" truncate>
                          {sample.person.fullName}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {[sample.person.title, sample.person.companyName].filter(Boolean).join(' at ') || '—'}
                        </Text>
                      </div>
                      <RenderedSampleView sample={sample} frameHeight={360} />
                    </Stack>
                  </Card>
                ))
              : [0, 1, 2].map((index) => (
                  <Card key={index} padding="md" aria-hidden>
                    <Stack gap="sm">
                      <Skeleton height={16} width="50%" />
                      <Skeleton height={12} width="70%" />
                      <Skeleton height={18} width="80%" />
                      <Skeleton height={360} />
                    </Stack>
                  </Card>
                ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
