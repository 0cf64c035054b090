import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { RouteLoading } from '../../shared/ui/route-loading.tsx';
import classes from './public-layout.module.css';

const highlights = [
  'Verified contact and company data for every prospect',
  'Personalised sequences on an AI autopilot',
  'Meetings booked straight into your calendar',
];

/** Sign-in, sign-up and invitation pages: a brand panel beside a focused form. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={classes.page}>
      <aside className={classes.brandPanel} aria-label="About Leadpilot">
        <Stack gap="xl" maw={420}>
          <Box c="white">
            <BrandLogo size="lg" />
          </Box>
          <Title order={2} c="white" fz={30} lh={1.25}>
            Outbound that books meetings while you sell.
          </Title>
          <List
            spacing="sm"
            c="indigo.0"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" variant="white" c="indigo.7">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {highlights.map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List>
          <Text size="sm" c="indigo.1">
            Teams using Leadpilot see 5–10× return on their outreach.
          </Text>
        </Stack>
      </aside>
      <main className={classes.formPanel} id="main-content">
        <Box className={classes.mobileLogo}>
          <BrandLogo />
        </Box>
        <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} withBorder shadow="sm">
          <Suspense fallback={<RouteLoading />}>{children ?? <Outlet />}</Suspense>
        </Paper>
      </main>
    </div>
  );
}
