import { Group, Text } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';

/** Copyright line of the template. */
export function TemplateFooter() {
  const t = useTemplateTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {t('© {{year}} Leadpilot · demo admin template', { year: new Date().getFullYear() })}
      </Text>
      <Text size="sm" c="dimmed" visibleFrom="sm">
        {t('Built with Mantine and care')} <IconHeartFilled size={12} color="var(--mantine-color-red-7)" aria-hidden />
      </Text>
    </Group>
  );
}
