import type { WarmupDay } from '@leadpilot/contracts';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';

const chartHeight = 120;
const days = 30;

const series = [
  { key: 'inbox', label: 'Inbox', color: 'var(--mantine-color-green-6)' },
  { key: 'spam', label: 'Spam', color: 'var(--mantine-color-orange-6)' },
  { key: 'other', label: 'Not checked yet', color: 'var(--mantine-color-gray-4)' },
] as const;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last 30 days ending today (UTC), each with its figures or zeros, oldest first. */
function lastThirtyDays(history: WarmupDay[], today: Date): WarmupDay[] {
  const byDay = new Map(history.map((day) => [day.day, day]));
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1 - index)),
    );
    const day = isoDay(date);
    return byDay.get(day) ?? { day, sent: 0, received: 0, inbox: 0, spam: 0, rescued: 0, replied: 0 };
  });
}

function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * Warm-up mail sent on each of the last 30 days, split by where it landed: inbox, spam, or not
 * checked yet. Plain SVG bars; a hidden table gives screen readers the same figures.
 */
export function WarmupHistoryChart({ history, today = new Date() }: { history: WarmupDay[]; today?: Date }) {
  const points = lastThirtyDays(history, today);
  const highest = Math.max(1, ...points.map((point) => point.sent));
  const barWidth = 100 / days;
  const totalSent = points.reduce((sum, point) => sum + point.sent, 0);
  const active = points.filter((point) => point.sent > 0);

  return (
    <Box>
      <svg
        viewBox={`0 0 100 ${chartHeight}`}
        preserveAspectRatio="none"
        width="100%"
        height={chartHeight}
        aria-hidden
        style={{ display: 'block' }}
      >
        <line
          x1={0}
          x2={100}
          y1={chartHeight - 0.5}
          y2={chartHeight - 0.5}
          stroke="var(--mantine-color-default-border)"
        />
        {points.map((point, index) => {
          const other = Math.max(0, point.sent - point.inbox - point.spam);
          const parts = [point.inbox, point.spam, other];
          let top = chartHeight;
          return (
            <g key={point.day}>
              <title>{`${formatDay(point.day)}: ${point.sent} sent, ${point.inbox} inbox, ${point.spam} spam`}</title>
              {parts.map((value, part) => {
                const height = (value / highest) * (chartHeight - 4);
                top -= height;
                return value > 0 ? (
                  <rect
                    key={series[part]?.key}
                    x={index * barWidth + barWidth * 0.15}
                    width={barWidth * 0.7}
                    y={top}
                    height={height}
                    fill={series[part]?.color}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {formatDay(points[0]?.day ?? isoDay(today))}
        </Text>
        <Text size="xs" c="dimmed">
          Today
        </Text>
      </Group>
      <Group gap="md" mt="xs">
        {series.map((entry) => (
          <Group key={entry.key} gap={6} wrap="nowrap">
            <Box w={10} h={10} style={{ borderRadius: 2, background: entry.color }} aria-hidden />
            <Text size="xs">{entry.label}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>Warm-up mail of the last 30 days: {totalSent} sent</caption>
          <thead>
            <tr>
              <th>Day</th>
              <th>Sent</th>
              <th>Inbox</th>
              <th>Spam</th>
              <th>Replied</th>
            </tr>
          </thead>
          <tbody>
            {active.map((point) => (
              <tr key={point.day}>
                <td>{formatDay(point.day)}</td>
                <td>{point.sent}</td>
                <td>{point.inbox}</td>
                <td>{point.spam}</td>
                <td>{point.replied}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
