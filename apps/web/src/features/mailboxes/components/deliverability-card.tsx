import type { DeliverabilityCheck, DeliverabilityReport } from '@leadpilot/contracts';
import { Badge, Button, Code, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useGetDeliverabilityQuery } from '../api/get-deliverability.ts';

const checkLabels: Record<DeliverabilityCheck['name'], { title: string; what: string }> = {
  mx: { title: 'MX', what: 'Where replies to this domain are delivered' },
  spf: { title: 'SPF', what: 'Which servers may send for this domain' },
  dkim: { title: 'DKIM', what: 'The signature that proves mail was not altered' },
  dmarc: { title: 'DMARC', what: 'What receivers do with mail that fails SPF or DKIM' },
};

const statusBadges: Record<DeliverabilityReport['status'], { label: string; color: string }> = {
  pass: { label: 'Pass', color: 'green' },
  warn: { label: 'Needs attention', color: 'yellow' },
  fail: { label: 'Fail', color: 'red' },
};

function CheckStatusBadge({ status }: { status: DeliverabilityReport['status'] }) {
  const badge = statusBadges[status];
  return (
    <Badge variant="light" color={badge.color} style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}

function CheckRow({ check }: { check: DeliverabilityCheck }) {
  const label = checkLabels[check.name];
  return (
    <Paper withBorder p="sm" radius="md" data-check={check.name} data-status={check.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm">
              {label.title}
            </Text>
            <Text size="xs" c="dimmed">
              {label.what}
            </Text>
          </Stack>
          <CheckStatusBadge status={check.status} />
        </Group>
        {check.record ? (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {check.record}
          </Code>
        ) : (
          <Text size="xs" c="dimmed" fs="italic">
            No record found
          </Text>
        )}
        <Text size="sm">{check.advice}</Text>
      </Stack>
    </Paper>
  );
}

/** The sending domain's pre-flight: MX, SPF, DKIM and DMARC, what was found and what to fix. */
export function DeliverabilityCard({ email }: { email: string }) {
  const domain = email.split('@')[1] ?? '';
  const report = useGetDeliverabilityQuery({ domain }, { skip: domain === '' });
  const data = report.data;

  return (
    <SectionCard
      title="Deliverability"
      aside={
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={report.isFetching}
          onClick={() => void report.refetch()}
          disabled={domain === ''}
        >
          Check again
        </Button>
      }
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          Records of{' '}
          <Text span fw={600}>
            {domain}
          </Text>
        </Text>
        {data ? <CheckStatusBadge status={data.status} /> : null}
      </Group>
      {report.isError && !data ? (
        <QueryErrorState message={errorMessageOf(report.error)} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-label="Checking the domain’s records">
          {Object.keys(checkLabels).map((name) => (
            <Skeleton key={name} height={92} radius="md" />
          ))}
        </Stack>
      ) : (
        <Stack gap="sm" aria-busy={report.isFetching} style={{ opacity: report.isFetching ? 0.6 : 1 }}>
          {data.checks.map((check) => (
            <CheckRow key={check.name} check={check} />
          ))}
          <Text size="xs" c="dimmed">
            Checked {formatDateTime(data.checkedAt)}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
