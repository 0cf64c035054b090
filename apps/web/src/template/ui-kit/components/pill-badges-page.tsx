import { Badge, Button, Group, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { filledColorProps, kitColors, kitSizes } from './kit-colors.ts';

const initialSkills = ['React', 'TypeScript', 'Design systems', 'Accessibility', 'Testing'];

/** Rounded "pill" badges: colours, light and outline styles, and removable pills. */
export function PillBadgesPage() {
  const [skills, setSkills] = useState(initialSkills);
  return (
    <ExamplePage title="Pill Badges" description="Fully rounded badges for tags, filters and chosen values.">
      <ExampleCard title="Filled pills" description="Rounded badges in each semantic colour.">
        <Group gap="xs">
          {kitColors.map((kitColor) => (
            <Badge key={kitColor.label} radius="xl" {...filledColorProps(kitColor)}>
              {kitColor.label}
            </Badge>
          ))}
        </Group>
      </ExampleCard>
      <ExampleCard title="Light and outline pills" description="Softer pills for secondary information.">
        <Stack gap="sm">
          {(['light', 'outline'] as const).map((variant) => (
            <Group key={variant} gap="xs">
              {kitColors.map((kitColor) => (
                <Badge key={kitColor.label} radius="xl" variant={variant} color={kitColor.color}>
                  {kitColor.label}
                </Badge>
              ))}
            </Group>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Removable pills" description="Each tag has a remove button; the list can be reset.">
        <Stack gap="sm">
          <Pill.Group role="group" aria-label="Skills">
            {skills.map((skill) => (
              <Pill
                key={skill}
                withRemoveButton
                // Mantine hides the cross from keyboards and screen readers (inputs remove pills with Backspace); here it is the only way.
                removeButtonProps={{ 'aria-label': `Remove ${skill}`, 'aria-hidden': false, tabIndex: 0 }}
                onRemove={() => setSkills((current) => current.filter((item) => item !== skill))}
              >
                {skill}
              </Pill>
            ))}
          </Pill.Group>
          <Group justify="space-between">
            <Text size="sm">
              {skills.length} of {initialSkills.length} skills
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => setSkills(initialSkills)}
              disabled={skills.length === initialSkills.length}
            >
              Reset
            </Button>
          </Group>
        </Stack>
      </ExampleCard>
      <ExampleCard title="Sizes" description="Pills grow with the text around them.">
        <Group gap="xs" align="center">
          {kitSizes.map((size) => (
            <Pill key={size} size={size}>
              Pill {size}
            </Pill>
          ))}
        </Group>
      </ExampleCard>
    </ExamplePage>
  );
}
