import { type MailboxDetail, warmupBodySchema, warmupLimits } from '@leadpilot/contracts';
import { Button, Group, NumberInput, RingProgress, Slider, Stack, Text } from '@mantine/core';
import { IconFlame, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useSetWarmupMutation } from '../api/set-warmup.ts';
import { WarmupStateBadge } from './mailbox-badges.tsx';
import { WarmupHistoryChart } from './warmup-history-chart.tsx';

function scoreColor(score: number): string {
  if (score >= 80) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/**
 * Warm-up: mailboxes of the platform exchange a few messages a day, ramping to the target, and move
 * them out of spam. Start or stop it, set the target, and follow the score and the last 30 days.
 */
export function WarmupCard({ mailbox }: { mailbox: MailboxDetail }) {
  const { warmup } = mailbox;
  const [setWarmup, { isLoading }] = useSetWarmupMutation();
  const [target, setTarget] = useState<number | string>(warmup.dailyTarget || warmupLimits.defaultTarget);
  const parsedTarget = warmupBodySchema.shape.dailyTarget.safeParse(target);
  const targetError = parsedTarget.success ? null : (parsedTarget.error.issues[0]?.message ?? 'Enter a number');
  const isTargetChanged = Number(target) !== warmup.dailyTarget;

  const save = (enabled: boolean) => {
    if (enabled && targetError) return;
    void setWarmup({ id: mailbox.id, enabled, dailyTarget: enabled ? Number(target) : undefined })
      .unwrap()
      .catch(() => {
        // The HTTP client has shown the server's reason.
      });
  };

  return (
    <SectionCard title="Warm-up" aside={<WarmupStateBadge state={warmup.state} />}>
      <Group gap="lg" align="center" wrap="nowrap">
        <RingProgress
          size={96}
          thickness={9}
          roundCaps
          sections={warmup.score === null ? [] : [{ value: warmup.score, color: scoreColor(warmup.score) }]}
          label={
            <Stack gap={0} align="center">
              <Text fw={700} size="lg" lh={1} data-testid="warmup-score">
                {warmup.score ?? '–'}
              </Text>
              <Text size="xs" c="dimmed">
                score
              </Text>
            </Stack>
          }
          aria-label={warmup.score === null ? 'No warm-up score yet' : `Warm-up score ${warmup.score} of 100`}
        />
        <Stack gap={4} miw={0}>
          <Text size="sm">
            Today:{' '}
            <Text span fw={600}>
              {warmup.todaySent} of {warmup.todayPlanned}
            </Text>{' '}
            planned
          </Text>
          <Text size="sm">
            Target:{' '}
            <Text span fw={600}>
              {warmup.dailyTarget} a day
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {warmup.startedAt ? `Started ${formatDateTime(warmup.startedAt)}` : 'Not started yet'}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed">
        {warmup.state === 'paused'
          ? 'Paused while the mailbox is not active; it resumes when the mailbox works again.'
          : `Starts at ${warmupLimits.startPerDay} messages a day and adds ${warmupLimits.stepPerDay} each day until the target. The score is the share of warm-up mail that reached the inbox over the last 14 days.`}
      </Text>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text size="sm" fw={500}>
            Daily target
          </Text>
          <NumberInput
            aria-label="Daily target"
            w={96}
            size="xs"
            min={warmupLimits.minTarget}
            max={warmupLimits.maxTarget}
            allowDecimal={false}
            allowNegative={false}
            value={target}
            onChange={setTarget}
            error={targetError}
          />
        </Group>
        <Slider
          thumbLabel="Daily target"
          min={warmupLimits.minTarget}
          max={warmupLimits.maxTarget}
          step={1}
          value={parsedTarget.success && parsedTarget.data !== undefined ? parsedTarget.data : warmupLimits.minTarget}
          onChange={setTarget}
          label={(value) => `${value} a day`}
          marks={[
            { value: warmupLimits.minTarget, label: String(warmupLimits.minTarget) },
            { value: 50, label: '50' },
            { value: warmupLimits.maxTarget, label: String(warmupLimits.maxTarget) },
          ]}
          mb="md"
        />
      </Stack>
      <Group gap="sm" justify="flex-end">
        {warmup.enabled ? (
          <>
            <Button
              variant="light"
              color="red"
              leftSection={<IconPlayerStop size={16} aria-hidden />}
              loading={isLoading}
              onClick={() => save(false)}
            >
              Stop warm-up
            </Button>
            <Button disabled={!isTargetChanged || targetError !== null} loading={isLoading} onClick={() => save(true)}>
              Save target
            </Button>
          </>
        ) : (
          <Button
            leftSection={<IconFlame size={16} aria-hidden />}
            loading={isLoading}
            disabled={targetError !== null}
            onClick={() => save(true)}
          >
            Start warm-up
          </Button>
        )}
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Last 30 days
        </Text>
        {mailbox.warmupHistory.every((day) => day.sent === 0) ? (
          <Text size="sm" c="dimmed">
            No warm-up mail yet. The history fills in day by day once warm-up runs.
          </Text>
        ) : (
          <WarmupHistoryChart history={mailbox.warmupHistory} />
        )}
      </Stack>
    </SectionCard>
  );
}
