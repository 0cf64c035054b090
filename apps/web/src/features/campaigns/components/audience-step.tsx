import type { SearchSelectionBody } from '@leadpilot/contracts';
import { Alert, Anchor, Button, Group, MultiSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useListAudienceListsQuery } from '../api/campaign-sources.ts';
import { usePreviewAudienceMutation } from '../api/save-campaign.ts';
import type { BuilderDraft } from '../hooks/builder-draft.ts';
import { parseProspectsCsv, prospectsToCsv } from '../hooks/parse-csv.ts';
import { AudiencePreviewPanel } from './audience-preview.tsx';

interface AudienceStepProps {
  draft: BuilderDraft;
  onChange: (patch: Partial<BuilderDraft>) => void;
}

/** Where the prospects come from (saved lists, a people search, pasted CSV) and who would be enrolled. */
export function AudienceStep({ draft, onChange }: AudienceStepProps) {
  const lists = useListAudienceListsQuery();
  const [csvText, setCsvText] = useState(() => prospectsToCsv(draft.audience.csv));
  const [csvError, setCsvError] = useState<string | null>(null);
  const [preview, previewState] = usePreviewAudienceMutation();
  const { audience } = draft;

  const changeCsv = (text: string) => {
    setCsvText(text);
    const parsed = parseProspectsCsv(text);
    setCsvError(parsed.error);
    if (!parsed.error) onChange({ audience: { ...audience, csv: parsed.rows } });
  };
  const runPreview = () => {
    void preview({
      audience: { ...audience, search: audience.search as SearchSelectionBody | null },
      settings: draft.settings,
    });
  };

  return (
    <Stack gap="lg">
      <Title order={2} fz="h4">
        Audience
      </Title>
      <MultiSelect
        label="Saved lists"
        description="Everyone on these lists whose email your organisation has revealed."
        placeholder={audience.listIds.length === 0 ? 'Choose lists' : undefined}
        data={(lists.data ?? []).map((list) => ({
          value: list.id,
          label: `${list.name} (${list.peopleCount.toLocaleString()})`,
        }))}
        value={audience.listIds}
        onChange={(listIds) => onChange({ audience: { ...audience, listIds } })}
        searchable
        clearable
        nothingFoundMessage="No saved list matches"
        error={lists.isError ? 'The saved lists could not be loaded.' : undefined}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          From a people search
        </Text>
        <Text size="sm" c="dimmed">
          {audience.search
            ? 'This campaign includes the first 1,000 people of a saved search.'
            : 'Filter people by title, company and intent, then add them to a list.'}{' '}
          <Anchor component={Link} to="/prospects" underline="always">
            Open the people search
          </Anchor>
        </Text>
      </Stack>
      <Textarea
        label="Paste CSV"
        description="A header row with an email column; first_name, last_name, company, title, time_zone and country are used, other columns become merge fields."
        placeholder={'email,first_name,company\nada@example.com,Ada,Example Ltd'}
        autosize
        minRows={4}
        maxRows={12}
        value={csvText}
        onChange={(event) => changeCsv(event.currentTarget.value)}
        error={csvError}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {audience.csv.length > 0 ? (
        <Text size="sm" c="dimmed">
          {audience.csv.length.toLocaleString()} {audience.csv.length === 1 ? 'row' : 'rows'} pasted.
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          leftSection={<IconUsers size={16} aria-hidden />}
          loading={previewState.isLoading}
          onClick={runPreview}
        >
          Preview audience
        </Button>
      </Group>
      {previewState.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(previewState.error) ?? 'The audience could not be previewed.'}
        </Alert>
      ) : null}
      {previewState.data && !previewState.isError ? <AudiencePreviewPanel preview={previewState.data} /> : null}
    </Stack>
  );
}
