import { Menu } from '@mantine/core';
import type { TemplateMessage } from '../i18n/messages.ts';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import { type DemoRole, isDemoRole, setDemoRole, useDemoRole } from './demo-role.ts';

const roleLabels: Record<DemoRole, TemplateMessage> = {
  admin: 'Admin: manage everything',
  client: 'Client: read-only access',
};

/** Menu entries that switch the template's demo role (it drives the access-control page). */
export function DemoRoleMenuGroup() {
  const role = useDemoRole();
  const t = useTemplateTranslation();
  return (
    <>
      <Menu.Label>{t('Demo role')}</Menu.Label>
      <Menu.RadioGroup
        value={role}
        onChange={(value) => {
          if (isDemoRole(value)) setDemoRole(value);
        }}
      >
        {(Object.keys(roleLabels) as DemoRole[]).map((value) => (
          <Menu.RadioItem key={value} value={value}>
            {t(roleLabels[value])}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </>
  );
}
