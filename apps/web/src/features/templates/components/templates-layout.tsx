import { IconForms, IconTemplate } from '@tabler/icons-react';
import { RouteTabsLayout } from '../../../shared/ui/route-tabs-layout.tsx';
import { TemplateActions } from './template-actions.tsx';

const tabs = [
  { path: '/templates', label: 'Templates', icon: IconTemplate },
  { path: '/templates/fields', label: 'Fields & signatures', icon: IconForms },
] as const;

/** Templates: the page title, the new-template actions and the Templates / Fields & signatures tabs. */
export function TemplatesLayout() {
  return (
    <RouteTabsLayout
      title="Templates"
      description="Reusable emails with merge fields and signatures, written by you or with AI, previewed on real prospects."
      actions={<TemplateActions />}
      label="Templates sections"
      tabs={tabs}
    />
  );
}
