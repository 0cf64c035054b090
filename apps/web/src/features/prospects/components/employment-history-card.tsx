import type { PersonDetail } from '@leadpilot/contracts';
import { Text, Timeline } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });

/** "Mar 2021" for "2021-03" or "2021-03-01"; the text as it is when it is not a date. */
function formatPeriodEdge(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return value;
  return monthFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, 1));
}

/** Where the person worked before, newest first. */
export function EmploymentHistoryCard({ history }: { history: PersonDetail['employmentHistory'] }) {
  return (
    <SectionCard title="Employment history">
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No employment history on record.
        </Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} active={0}>
          {history.map((job) => (
            <Timeline.Item
              key={`${job.company}-${job.title}-${job.from}`}
              bullet={<IconBriefcase size={12} aria-hidden />}
              title={job.title}
            >
              <Text size="sm">{job.company}</Text>
              <Text size="xs" c="dimmed">
                {formatPeriodEdge(job.from)} – {job.to ? formatPeriodEdge(job.to) : 'present'}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}
