import {
  Alert,
  Badge,
  Card,
  Code,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLock, IconLockOpen, IconShieldCheck } from '@tabler/icons-react';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { canDemoRole, demoRoleAbilities, isDemoRole, setDemoRole, useDemoRole } from '../../../auth/demo-role.ts';
import { accessSections } from './access-sections.ts';

/** /access-control: what the current demo role may see, and a switch between admin and client. */
export function AccessControlPage() {
  useDocumentTitle('Access control');
  const role = useDemoRole();
  const abilities = demoRoleAbilities[role];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Access control"
        description="The template shows each part only to a role whose abilities allow it."
        actions={
          <SegmentedControl
            aria-label="Demo role"
            value={role}
            onChange={(value) => isDemoRole(value) && setDemoRole(value)}
            data={[
              { value: 'admin', label: 'Admin' },
              { value: 'client', label: 'Client' },
            ]}
          />
        }
      />
      <Alert variant="light" icon={<IconShieldCheck size={18} />} title={`You are viewing as ${role}`}>
        <Group gap={6}>
          <Text size="sm">Abilities:</Text>
          {abilities.map((ability) => (
            <Code key={`${ability.action}-${ability.subject}`}>
              {ability.action} {ability.subject}
            </Code>
          ))}
        </Group>
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {accessSections.map((section) => {
          const isAllowed = canDemoRole(role, section.action, section.subject);
          return (
            <Card key={section.key} component="section" aria-label={section.title} opacity={isAllowed ? 1 : 0.85}>
              <Group justify="space-between" mb="sm" wrap="nowrap">
                <ThemeIcon variant="light" color={isAllowed ? 'green' : 'gray'} size={40} radius="md" aria-hidden>
                  {isAllowed ? <IconLockOpen size={20} /> : <IconLock size={20} />}
                </ThemeIcon>
                <Badge variant="light" color={isAllowed ? 'green' : 'gray'}>
                  {section.action} {section.subject}
                </Badge>
              </Group>
              <Title order={2} fz="h5" mb={4}>
                {section.title}
              </Title>
              {isAllowed ? (
                <Text size="sm" c="dimmed">
                  {section.description}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  Not authorised: the {role} role cannot {section.action} {section.subject}.
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
