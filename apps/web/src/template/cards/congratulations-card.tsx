import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useId } from 'react';

interface CongratulationsCardProps {
  name: string;
  /** Percent more sales than the day before. */
  growth: number;
}

/** The greeting banner of the analytics dashboard, on the primary colour. */
export function CongratulationsCard({ name, growth }: CongratulationsCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      h="100%"
      bg="linear-gradient(118deg, var(--mantine-color-indigo-7), var(--mantine-color-violet-8))"
      c="white"
      ta="center"
      style={{ borderColor: 'transparent' }}
    >
      <Stack align="center" gap="sm" justify="center" h="100%" py="md">
        <ThemeIcon size={72} radius={72} color="white" variant="white" aria-hidden>
          <IconAward size={38} color="var(--mantine-color-indigo-7)" />
        </ThemeIcon>
        <Title order={2} fz={26} id={titleId}>
          Congratulations {name},
        </Title>
        <Text maw={380}>
          You have done <strong>{growth}%</strong> more sales today. Check your new badge in your profile.
        </Text>
      </Stack>
    </Card>
  );
}
