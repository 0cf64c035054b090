import type { CampaignAutopilot } from '@leadpilot/contracts';
import { Badge, Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { formatDay } from '../../../shared/format/format-date.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import {
  chartDays,
  chartedDays,
  dayLabel,
  localDay,
  type ProspectingRun,
  runFigures,
  whyNotProspecting,
} from '../hooks/prospecting-days.ts';

const chartHeight = 72;

/**
 * The autopilot's daily prospecting: its cap, whether it runs (else why not), the last run with
 * why it fell short, and the prospects added on each of the last 14 days.
 */
export function ProspectingCard({ autopilot, today = localDay() }: { autopilot: CampaignAutopilot; today?: string }) {
  const why = whyNotProspecting(autopilot);
  const [last] = autopilot.prospecting;
  const perDay = autopilot.settings.newProspectsPerDay;
  return (
    <SectionCard
      title="Daily prospecting"
      aside={
        <Badge variant="light" color={why ? 'gray' : 'teal'}>
          {why ? 'Not adding prospects' : 'Active'}
        </Badge>
      }
    >
      <Stack gap="xs">
        <Text size="sm">
          Up to {perDay.toLocaleString()} new {perDay === 1 ? 'prospect' : 'prospects'} a day from the ideal customer.
        </Text>
        <Text size="sm" c={why ? 'orange.8' : 'dimmed'}>
          {why ?? 'Active: the autopilot adds them once a day, revealed people only (it never spends credits).'}
        </Text>
      </Stack>
      {last ? (
        <>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {dayLabel(last.day, today)}: {runFigures(last)}
            </Text>
            {last.note ? (
              <Text size="sm" c="dimmed">
                {last.note}
              </Text>
            ) : null}
          </Stack>
          <ProspectingChart runs={autopilot.prospecting} today={today} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No prospecting yet: the autopilot adds prospects once a day from the ideal customer, revealed people only (it
          never spends credits).
        </Text>
      )}
    </SectionCard>
  );
}

/** Prospects added per day as columns; a hidden table gives screen readers the same figures. */
function ProspectingChart({ runs, today }: { runs: ProspectingRun[]; today: string }) {
  const days = chartDays(runs, today);
  const highest = Math.max(1, ...days.map((entry) => entry.run?.enrolled ?? 0));
  const shown = days.filter((entry) => entry.run !== null);
  const total = shown.reduce((sum, entry) => sum + (entry.run?.enrolled ?? 0), 0);
  return (
    <Box>
      <Text size="xs" c="dimmed" mb={4} aria-hidden>
        Added per day, last {chartedDays} days: {total.toLocaleString()} in all
      </Text>
      <Group gap={4} align="flex-end" wrap="nowrap" h={chartHeight} aria-hidden data-testid="prospecting-chart">
        {days.map(({ day, run }) => (
          <Tooltip key={day} label={`${formatDay(day)}: ${run ? runFigures(run) : 'no run'}`} withinPortal>
            <Box
              style={{
                flex: 1,
                height: run ? `${Math.max(3, (run.enrolled / highest) * 100)}%` : 1,
                borderRadius: 2,
                background: run
                  ? run.enrolled > 0
                    ? 'var(--mantine-color-teal-6)'
                    : 'var(--mantine-color-gray-4)'
                  : 'var(--mantine-color-default-border)',
              }}
            />
          </Tooltip>
        ))}
      </Group>
      <Group justify="space-between" mt={4} aria-hidden>
        <Text size="xs" c="dimmed">
          {formatDay(days[0]?.day ?? today)}
        </Text>
        <Text size="xs" c="dimmed">
          {dayLabel(days[days.length - 1]?.day ?? today, today)}
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>
            Prospects added per day, last {chartedDays} days: {total.toLocaleString()} in all
          </caption>
          <thead>
            <tr>
              <th>Day</th>
              <th>Added</th>
              <th>Matched</th>
              <th>Note</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ day, run }) => (
              <tr key={day}>
                <td>{formatDay(day)}</td>
                <td>{run?.enrolled ?? 0}</td>
                <td>{run?.matched ?? 0}</td>
                <td>{run?.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
