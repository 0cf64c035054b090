import { type CampaignLimits, defaultCampaignSettings } from '@leadpilot/contracts';
import { NumberInput, SimpleGrid } from '@mantine/core';

const limitHelp: Record<keyof CampaignLimits, { label: string; help: string }> = {
  perMailboxPerDay: {
    label: 'Emails per mailbox per day',
    help: 'In any rolling 24 hours; well under provider limits, it protects your domain. Warm-up mail does not count.',
  },
  perMailboxPerHour: { label: 'Emails per mailbox per hour', help: 'Spreads a day’s sends over the window.' },
  minGapSeconds: {
    label: 'Seconds between two emails of a mailbox',
    help: 'At least this long between sends, plus a random pause.',
  },
  newProspectsPerDay: {
    label: 'New prospects per day',
    help: 'Prospects who get their first email each day; follow-ups are not counted.',
  },
  perOrganisationPerDay: { label: 'Emails per day for the organisation', help: 'Across every campaign of your team.' },
  perRecipientDomainPerHour: {
    label: 'Emails per recipient domain per hour',
    help: 'Avoids flooding one company’s mail server.',
  },
};

const limitKeys = Object.keys(limitHelp) as (keyof CampaignLimits)[];

interface LimitsFieldsProps {
  limits: CampaignLimits;
  onChange: (limits: CampaignLimits) => void;
  /** The server's messages by field path (`settings.limits.perMailboxPerDay`). */
  errors: Record<string, string>;
}

/** Each sending limit with its default and why; a limit reached defers a send, never drops it. */
export function LimitsFields({ limits, onChange, errors }: LimitsFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {limitKeys.map((key) => (
        <NumberInput
          key={key}
          label={limitHelp[key].label}
          description={`${limitHelp[key].help} Default: ${defaultCampaignSettings.limits[key].toLocaleString()}.`}
          min={1}
          max={100_000}
          allowDecimal={false}
          value={limits[key]}
          onChange={(value) => onChange({ ...limits, [key]: typeof value === 'number' ? value : 0 })}
          error={errors[`settings.limits.${key}`]}
        />
      ))}
    </SimpleGrid>
  );
}
