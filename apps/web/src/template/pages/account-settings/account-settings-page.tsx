import { Card, Tabs } from '@mantine/core';
import { IconBell, IconInfoCircle, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useGetAccountSettingsQuery } from '../api/account-api.ts';
import { QueryView } from '../ui/query-view.tsx';
import { GeneralTab } from './general-tab.tsx';
import { InfoTab } from './info-tab.tsx';
import { NotificationsTab } from './notifications-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import { SocialTab } from './social-tab.tsx';

const tabs = [
  { value: 'general', label: 'General', icon: IconUser },
  { value: 'info', label: 'Information', icon: IconInfoCircle },
  { value: 'social', label: 'Social', icon: IconLink },
  { value: 'notifications', label: 'Notifications', icon: IconBell },
  { value: 'security', label: 'Security', icon: IconLock },
] as const;
type TabValue = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return tabs.some((tab) => tab.value === value);
}

/** /pages/account-settings: the demo account's settings in five tabs (the open tab is kept in the address). */
export function AccountSettingsPage() {
  useDocumentTitle('Account settings');
  const query = useGetAccountSettingsQuery();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabValue = isTab(requested) ? requested : 'general';

  return (
    <>
      <PageHeader title="Account settings" description="Your profile, links, notifications and password." />
      <Card mt="lg" p={{ base: 'md', sm: 'lg' }}>
        <QueryView query={query} loadingLabel="Loading the settings">
          {(settings) => (
            <Tabs value={active} onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })}>
              <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
                {tabs.map(({ value, label, icon: TabIcon }) => (
                  <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden />}>
                    {label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="general">
                <GeneralTab settings={settings.general} />
              </Tabs.Panel>
              <Tabs.Panel value="info">
                <InfoTab settings={settings.info} />
              </Tabs.Panel>
              <Tabs.Panel value="social">
                <SocialTab settings={settings.social} />
              </Tabs.Panel>
              <Tabs.Panel value="notifications">
                <NotificationsTab settings={settings.notification} />
              </Tabs.Panel>
              <Tabs.Panel value="security">
                <SecurityTab />
              </Tabs.Panel>
            </Tabs>
          )}
        </QueryView>
      </Card>
    </>
  );
}
