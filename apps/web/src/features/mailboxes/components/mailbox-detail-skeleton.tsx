import { Card, Grid, Skeleton, Stack } from '@mantine/core';

/** The mailbox page's shape while the mailbox loads. */
export function MailboxDetailSkeleton() {
  return (
    <Stack gap="xl" role="status" aria-label="Loading mailbox">
      <Stack gap="xs">
        <Skeleton height={14} width={120} radius="sm" />
        <Skeleton height={30} width="45%" radius="sm" />
        <Skeleton height={20} width={220} radius="sm" />
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card>
            <Stack gap="sm">
              <Skeleton height={20} width="30%" radius="sm" />
              <Skeleton height={36} radius="sm" />
              <Skeleton height={36} radius="sm" />
              <Skeleton height={120} radius="sm" />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card>
            <Stack gap="sm">
              <Skeleton height={20} width="30%" radius="sm" />
              <Skeleton height={96} circle />
              <Skeleton height={120} radius="sm" />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
