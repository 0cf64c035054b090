import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDollars } from './format.ts';
import classes from './medal-card.module.css';

interface MedalCardProps {
  name: string;
  saleToday: number;
  /** Share of the target reached. */
  percent: number;
}

/** The e-commerce dashboard's greeting: today's sales and a medal. */
export function MedalCard({ name, saleToday, percent }: MedalCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" h="100%">
        <Stack gap={6} justify="space-between" h="100%" style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Title order={2} fz="xl" id={titleId}>
              Congratulations, {name}!
            </Title>
            <Text size="sm" c="dimmed">
              You have won the gold medal
            </Text>
          </div>
          <div>
            <Text fz={28} fw={700} className={classes.amount}>
              {formatDollars(saleToday)}
            </Text>
            <Text size="sm" c="dimmed">
              {percent}% of today's target
            </Text>
          </div>
          <Button component={Link} to="/apps/invoice/list" w="fit-content">
            View sales
          </Button>
        </Stack>
        <ThemeIcon size={64} radius={64} variant="light" color="yellow" aria-hidden style={{ flexShrink: 0 }}>
          <IconMedal size={36} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
