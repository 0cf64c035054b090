import { aiCreditPrices, aiLengths, aiTones, type CampaignAiBrief } from '@leadpilot/contracts';
import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';

interface AiBriefFieldsProps {
  /** Names the variant in each label ("step 1, variant A"), so screen readers tell variants apart. */
  name: string;
  brief: CampaignAiBrief;
  onChange: (brief: CampaignAiBrief) => void;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The brief the AI writer drafts each prospect's email from, as the template writer asks for it. */
export function AiBriefFields({ name, brief, onChange }: AiBriefFieldsProps) {
  const id = useId();
  const set = <K extends keyof CampaignAiBrief>(key: K, value: CampaignAiBrief[K]) =>
    onChange({ ...brief, [key]: value });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The AI writer writes each prospect’s email from this brief, grounded in their record, company news and intent,
        when it is about to be sent. It never invents facts. Each email costs {aiCreditPrices.writeTemplate} credit,
        charged to the campaign’s owner once per email.
      </Text>
      <Textarea
        label={`What you offer (${name})`}
        placeholder="Onboarding software that gets new hires productive in their first week"
        autosize
        minRows={2}
        maxRows={5}
        value={brief.offer}
        onChange={(event) => set('offer', event.currentTarget.value)}
      />
      <TextInput
        label={`Who it is for (${name})`}
        placeholder="HR leaders at software companies of 50–500 people"
        value={brief.audience}
        onChange={(event) => set('audience', event.currentTarget.value)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`${id}-tone`}>
          Tone
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-tone`}
          data={aiTones.map((tone) => ({ value: tone, label: capitalised(tone) }))}
          value={brief.tone}
          onChange={(value) => set('tone', value as CampaignAiBrief['tone'])}
          fullWidth
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`${id}-length`}>
          Length
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-length`}
          data={aiLengths.map((length) => ({ value: length, label: capitalised(length) }))}
          value={brief.length}
          onChange={(value) => set('length', value as CampaignAiBrief['length'])}
          fullWidth
        />
      </Stack>
      <TextInput
        label={`Call to action (${name})`}
        placeholder="Open to a short call next week?"
        value={brief.callToAction}
        onChange={(event) => set('callToAction', event.currentTarget.value)}
      />
    </Stack>
  );
}
