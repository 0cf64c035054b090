import { Stack } from '@mantine/core';
import { CustomFieldsSection } from './custom-fields-section.tsx';
import { SignaturesSection } from './signatures-section.tsx';

/** Templates → Fields & signatures. */
export function TemplateFieldsPage() {
  return (
    <Stack gap={48}>
      <CustomFieldsSection />
      <SignaturesSection />
    </Stack>
  );
}
