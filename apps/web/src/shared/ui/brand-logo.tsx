import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';

interface BrandLogoProps {
  size?: 'sm' | 'md' | 'lg';
}

const iconSizes = { sm: 26, md: 30, lg: 40 } as const;

/** The product mark and name. */
export function BrandLogo({ size = 'md' }: BrandLogoProps) {
  const iconSize = iconSizes[size];
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={iconSize} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'violet', deg: 135 }}>
        <IconSend2 size={iconSize * 0.6} aria-hidden />
      </ThemeIcon>
      <Text fw={700} fz={size === 'lg' ? 24 : 18} lh={1}>
        Leadpilot
      </Text>
    </Group>
  );
}
