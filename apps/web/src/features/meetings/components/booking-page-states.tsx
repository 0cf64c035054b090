import { Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff, IconLinkOff } from '@tabler/icons-react';

/** While the page's free times load. */
export function BookingPageLoading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton height={28} width="55%" radius="sm" />
      <Skeleton height={14} width="35%" radius="sm" />
      <Skeleton height={36} mt="md" radius="sm" />
      <Skeleton height={120} radius="sm" />
    </Stack>
  );
}

/** An address no booking page has (or a link no longer valid). */
export function BookingPageMissing({ title, text }: { title: string; text: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconLinkOff size={28} />
      </ThemeIcon>
      <Title order={1} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {text}
      </Text>
    </Stack>
  );
}

/** A page with no free time within its horizon. */
export function NoFreeTimes({ name }: { name: string }) {
  return (
    <Stack align="center" gap="sm" py="lg" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconCalendarOff size={28} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        No free times in the next two weeks
      </Title>
      <Text c="dimmed" maw={420}>
        {name} has no time left to book for now. Check back in a few days.
      </Text>
    </Stack>
  );
}
