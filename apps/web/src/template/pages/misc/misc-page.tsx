import { Box, Button, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type Icon,
  IconAlertTriangle,
  IconArrowLeft,
  IconClockHour4,
  IconLockAccess,
  IconTool,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { BrandLogo } from '../../../shared/ui/brand-logo.tsx';
import { type EmailValues, emailSchema } from '../auth/auth-schemas.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';

export type MiscKind = 'coming-soon' | 'not-authorized' | 'maintenance' | 'error';

interface MiscLook {
  icon: Icon;
  color: string;
  title: string;
  text: string;
  action?: { label: string; to: string };
}

const looks: Record<MiscKind, MiscLook> = {
  'coming-soon': {
    icon: IconClockHour4,
    color: 'indigo',
    title: 'We are launching soon',
    text: "We're creating something awesome. Leave your email and we'll tell you the day it opens.",
  },
  'not-authorized': {
    icon: IconLockAccess,
    color: 'red',
    title: 'You are not authorized',
    text: "You don't have permission to access this page. Go home, or sign in with another demo role.",
    action: { label: 'Back to sign in', to: '/pages/login-basic' },
  },
  maintenance: {
    icon: IconTool,
    color: 'orange',
    title: 'Under maintenance',
    text: "Sorry for the inconvenience, but we're performing some maintenance at the moment.",
    action: { label: 'Back to home', to: '/' },
  },
  error: {
    icon: IconAlertTriangle,
    color: 'grape',
    title: 'Page not found',
    text: 'Oops! The page you asked for is not on this server.',
    action: { label: 'Back to home', to: '/' },
  },
};

/** The demo notify-me form: it checks the email, then thanks the visitor (nothing is stored). */
function NotifyForm() {
  const feedback = useSubmitFeedback();
  const form = useForm<EmailValues>({
    initialValues: { email: '' },
    validate: schemaResolver(emailSchema, { sync: true }),
  });
  const handleSubmit = form.onSubmit(({ email }) => feedback.run(async () => `Thanks! We'll write to ${email}.`));
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Launch notice" style={{ width: '100%' }}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            aria-label="Email"
            placeholder="john@example.com"
            type="email"
            style={{ flex: 1 }}
            {...form.getInputProps('email')}
          />
          <Button type="submit">Notify me</Button>
        </Group>
        <FormFeedback success={feedback.success} />
      </Stack>
    </form>
  );
}

/** /misc/{coming-soon,not-authorized,maintenance,error}: whole-page notices without the template's chrome. */
export function MiscPage({ kind }: { kind: MiscKind }) {
  const { icon: LookIcon, color, title, text, action } = looks[kind];
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      mih="100dvh"
      p={{ base: 'md', sm: 'xl' }}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <BrandLogo />
      <Stack align="center" justify="center" gap="md" ta="center" maw={520} mx="auto" style={{ flex: 1 }}>
        <ThemeIcon size={120} radius={120} variant="light" color={color} aria-hidden>
          <LookIcon size={64} stroke={1.4} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {kind === 'coming-soon' ? <NotifyForm /> : null}
        {action ? (
          <Button component={Link} to={action.to} leftSection={<IconArrowLeft size={16} />}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
