import { Avatar, Badge, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import type { AnalyticsDashboardReply } from '../mocks/types.ts';
import { CardFigure } from './card-figure.tsx';
import { CardFrame, type CardQueryState } from './card-frame.tsx';
import { formatDollars } from './format.ts';

interface AppDesignCardProps {
  appDesign: AnalyticsDashboardReply['appDesign'] | undefined;
  query: CardQueryState;
}

/** A project: its date, team, budget and cost. */
export function AppDesignCard({ appDesign, query }: AppDesignCardProps) {
  return (
    <CardFrame title={appDesign?.title ?? 'App design'} bodyHeight={290} query={query}>
      {() =>
        appDesign ? (
          <Stack gap="md">
            <Badge variant="light" size="lg" w="fit-content">
              {dayjs(appDesign.date).format('D MMM YYYY')}
            </Badge>
            <Text size="sm" c="dimmed">
              {appDesign.subtitle}
            </Text>
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                Team
              </Text>
              <Avatar.Group>
                {appDesign.teamMembers.map((member) => (
                  <Tooltip key={member.fullName} label={member.fullName}>
                    <Avatar
                      src={member.avatar || null}
                      name={member.fullName}
                      color={member.avatarColor}
                      alt={member.fullName}
                    />
                  </Tooltip>
                ))}
              </Avatar.Group>
            </Stack>
            <SimpleGrid
              cols={2}
              p="sm"
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <CardFigure label="Budget" value={formatDollars(appDesign.budget)} />
              <CardFigure label="Cost" value={formatDollars(appDesign.cost)} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {Math.round((appDesign.cost / Math.max(appDesign.budget, 1)) * 100)}% of the budget spent
            </Text>
          </Stack>
        ) : null
      }
    </CardFrame>
  );
}
