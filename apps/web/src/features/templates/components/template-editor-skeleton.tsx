import { Card, Grid, Group, Skeleton, Stack } from '@mantine/core';

/** The editor's shape while the template loads, so nothing moves when it arrives. */
export function TemplateEditorSkeleton() {
  return (
    <Stack gap="lg" aria-busy aria-label="Loading the template">
      <Skeleton height={14} width={110} />
      <Group justify="space-between">
        <Stack gap={8}>
          <Skeleton height={30} width={280} />
          <Skeleton height={14} width={220} />
        </Stack>
        <Skeleton height={36} width={360} visibleFrom="sm" />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card padding="md">
            <Stack gap="md">
              <Skeleton height={58} />
              <Skeleton height={58} />
              <Skeleton height={58} />
              <Skeleton height={360} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card padding="md">
            <Stack gap="md">
              <Skeleton height={36} />
              <Skeleton height={58} />
              <Skeleton height={400} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
