import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';

interface TemplateBrandProps {
  /** Icon only (a collapsed sidebar). */
  isCompact?: boolean;
  /** Icon only below the `xs` breakpoint (the phone's top bar). */
  isCompactOnPhone?: boolean;
}

/** The template's mark, leading to its e-commerce dashboard; icon only when space is short. */
export function TemplateBrand({ isCompact = false, isCompactOnPhone = false }: TemplateBrandProps) {
  const t = useTemplateTranslation();
  return (
    <UnstyledButton
      component={Link}
      to="/"
      aria-label={t('Leadpilot template dashboard')}
      style={{ display: 'flex', alignItems: 'center', gap: 10, flexShrink: 0 }}
    >
      <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'violet', deg: 135 }}>
        <IconSend2 size={19} aria-hidden />
      </ThemeIcon>
      {isCompact ? null : (
        <Text
          fw={700}
          fz={20}
          c="indigo"
          lh={1}
          style={{ whiteSpace: 'nowrap' }}
          visibleFrom={isCompactOnPhone ? 'xs' : undefined}
        >
          Leadpilot
        </Text>
      )}
    </UnstyledButton>
  );
}
