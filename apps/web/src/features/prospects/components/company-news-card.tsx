import type { CompanyNewsItem } from '@leadpilot/contracts';
import { Anchor, Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconNewsOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDate } from '../../../shared/format/format-date.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useGetCompanyNewsQuery } from '../api/get-company-news.ts';
import { SectionEmptyState } from './section-empty-state.tsx';
import { webAddressOrNull } from './web-address.ts';

/** First 5 stories, then up to 20 and 50 on "More news". */
const limits = [5, 20, 50] as const;
/** The body's height while loading, kept by every state so the column does not jump. */
const bodyMinHeight = 216;

function NewsItem({ item }: { item: CompanyNewsItem }) {
  const href = webAddressOrNull(item.url);
  return (
    <Stack component="li" gap={2} miw={0}>
      {href ? (
        <Anchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.title}
        </Anchor>
      ) : (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {item.source} · <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </Text>
      {item.summary ? (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {item.summary}
        </Text>
      ) : null}
    </Stack>
  );
}

function NewsSkeleton() {
  return (
    <Stack gap="md" mih={bodyMinHeight} role="status" aria-label="Loading company news">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6}>
          <Skeleton height={16} width={row === 1 ? '70%' : '85%'} radius="sm" />
          <Skeleton height={12} width="35%" radius="sm" />
          <Skeleton height={14} width="95%" radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}

function CompanyNewsContent({ personId }: { personId: string }) {
  const [step, setStep] = useState(0);
  const limit = limits[step] ?? limits[0];
  const news = useGetCompanyNewsQuery({ id: personId, limit });
  // While a bigger page loads, the shorter one stays on screen.
  const data = news.data;

  let body: ReactNode;
  if (news.isError && !news.isFetching) {
    body = (
      <Box mih={bodyMinHeight}>
        <QueryErrorState message={errorMessageOf(news.error)} onRetry={() => void news.refetch()} />
      </Box>
    );
  } else if (!data) {
    body = <NewsSkeleton />;
  } else if (data.items.length === 0) {
    body = (
      <SectionEmptyState
        minHeight={bodyMinHeight}
        icon={<IconNewsOff size={22} />}
        title={data.company ? `No news about ${data.company.name} yet` : 'No company on record'}
        description={
          data.company
            ? 'Funding rounds, launches, hires and partnerships show here as they are published.'
            : 'Company news shows once this person is linked to a company.'
        }
      />
    );
  } else {
    const mayHaveMore = data.items.length >= limit && step < limits.length - 1;
    body = (
      <Stack gap="md" mih={bodyMinHeight}>
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.items.map((item) => (
            <NewsItem key={item.id} item={item} />
          ))}
        </Stack>
        {mayHaveMore ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setStep((current) => current + 1)}
            loading={news.isFetching}
            style={{ alignSelf: 'flex-start' }}
          >
            More news
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <SectionCard
      title="Company news"
      aside={
        data?.company ? (
          <Text size="xs" c="dimmed">
            {data.company.name}
          </Text>
        ) : null
      }
    >
      {body}
    </SectionCard>
  );
}

/** News about the person's company, newest first: funding, launches, hires and partnerships. */
export function CompanyNewsCard({ personId }: { personId: string }) {
  // A new person starts again from the first few stories.
  return <CompanyNewsContent key={personId} personId={personId} />;
}
