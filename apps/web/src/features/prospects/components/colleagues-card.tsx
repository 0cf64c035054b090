import { type Colleague, departmentLabels, extensionPageSizes, seniorityLabels } from '@leadpilot/contracts';
import { Anchor, Badge, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { useListColleaguesQuery } from '../api/list-colleagues.ts';
import type { BackLinkState } from './back-link.ts';
import { formatCount } from './format-count.ts';
import { labelOf } from './prospect-labels.ts';
import { RevealedBadge } from './revealed-badge.tsx';
import { SectionEmptyState } from './section-empty-state.tsx';

const firstLimit = 8;
/** The body's height while loading, kept by every state so the column does not jump. */
const bodyMinHeight = 232;

function ColleagueItem({ colleague, backLink }: { colleague: Colleague; backLink: BackLinkState }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <UserAvatar name={colleague.fullName} size={36} aria-hidden />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Anchor
          component={Link}
          to={`/prospects/people/${colleague.id}`}
          state={backLink}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {colleague.fullName}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {colleague.title}
        </Text>
        <Group gap={6} wrap="wrap">
          <Badge size="sm" variant="light" color="indigo" tt="none">
            {labelOf(seniorityLabels, colleague.seniority)}
          </Badge>
          <Badge size="sm" variant="light" color="gray" tt="none">
            {labelOf(departmentLabels, colleague.department)}
          </Badge>
          {colleague.isRevealed ? <RevealedBadge /> : null}
        </Group>
      </Stack>
    </Group>
  );
}

function ColleaguesSkeleton() {
  return (
    <Stack gap="md" mih={bodyMinHeight} role="status" aria-label="Loading colleagues">
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton height={36} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width={row === 1 ? '45%' : '55%'} radius="sm" />
            <Skeleton height={12} width="70%" radius="sm" />
            <Skeleton height={18} width="40%" radius="xl" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function ColleaguesContent({ personId, personName }: ColleaguesCardProps) {
  const location = useLocation();
  const [limit, setLimit] = useState(firstLimit);
  // Refetched on every visit: revealing a colleague elsewhere changes their badge.
  const colleagues = useListColleaguesQuery({ personId, limit }, { refetchOnMountOrArgChange: true });
  const data = colleagues.data;
  const backLink: BackLinkState = {
    backTo: location.pathname,
    backLabel: personName ? `Back to ${personName}` : 'Back to the previous person',
  };

  let body: ReactNode;
  if (colleagues.isError && !colleagues.isFetching) {
    body = (
      <Box mih={bodyMinHeight}>
        <QueryErrorState message={errorMessageOf(colleagues.error)} onRetry={() => void colleagues.refetch()} />
      </Box>
    );
  } else if (!data) {
    body = <ColleaguesSkeleton />;
  } else if (data.items.length === 0) {
    body = (
      <SectionEmptyState
        minHeight={bodyMinHeight}
        icon={<IconUsersGroup size={22} />}
        title={data.company ? `Nobody else at ${data.company.name} yet` : 'No company on record'}
        description={
          data.company
            ? 'Other people at this company show here as they join our data.'
            : 'Colleagues show once this person is linked to a company.'
        }
      />
    );
  } else {
    const canShowMore = data.total > data.items.length && limit < extensionPageSizes.max;
    body = (
      <Stack gap="md" mih={bodyMinHeight}>
        {data.company ? (
          <Text size="xs" c="dimmed">
            At {data.company.name}, most senior first
          </Text>
        ) : null}
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.items.map((colleague) => (
            <ColleagueItem key={colleague.id} colleague={colleague} backLink={backLink} />
          ))}
        </Stack>
        {data.total > data.items.length ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="xs" c="dimmed">
              {canShowMore
                ? `Showing the ${formatCount(data.items.length)} most senior of ${formatCount(data.total)}`
                : `The ${formatCount(data.items.length)} most senior of ${formatCount(data.total)} are shown`}
            </Text>
            {canShowMore ? (
              <Button
                variant="light"
                size="xs"
                loading={colleagues.isFetching}
                onClick={() => setLimit(extensionPageSizes.max)}
              >
                Show more
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <SectionCard
      title="Colleagues"
      aside={
        data && data.total > 0 ? (
          <Badge variant="light" color="gray" tt="none">
            {formatCount(data.total)} {data.total === 1 ? 'person' : 'people'}
          </Badge>
        ) : null
      }
    >
      {body}
    </SectionCard>
  );
}

interface ColleaguesCardProps {
  personId: string;
  /** For the back link on the colleagues' pages ("Back to Jane Doe"). */
  personName?: string;
}

/** Other people at the person's company, most senior first; each opens their own page. No contact details. */
export function ColleaguesCard({ personId, personName }: ColleaguesCardProps) {
  // A new person starts again with the first few colleagues.
  return <ColleaguesContent key={personId} personId={personId} personName={personName} />;
}
