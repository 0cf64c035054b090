import { Avatar, Box, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ProfileReply } from '../../mocks/types.ts';

/** The cover picture, the person's avatar, name and role. */
export function ProfileHeader({ header }: { header: ProfileReply['header'] }) {
  return (
    <Card p={0}>
      <Image src={header.coverImg} alt="" h={{ base: 120, sm: 220 }} />
      <Group px={{ base: 'md', sm: 'xl' }} pb="md" gap="md" align="flex-end" mt={-48} wrap="wrap">
        <Box
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: '4px solid var(--mantine-color-body)',
            lineHeight: 0,
          }}
        >
          <Avatar src={header.avatar} alt="" size={100} radius="md" />
        </Box>
        <Stack gap={0} pb={4}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {header.username}
          </Title>
          <Text c="dimmed" size="sm">
            {header.designation}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
