import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** What a plan includes, with check marks. */
export function PlanBenefits({ benefits }: { benefits: string[] }) {
  return (
    <List
      size="sm"
      spacing={8}
      center
      icon={
        <ThemeIcon size={20} radius="xl" variant="light" color="green" aria-hidden>
          <IconCheck size={13} stroke={2.4} />
        </ThemeIcon>
      }
    >
      {benefits.map((benefit) => (
        <List.Item key={benefit}>{benefit}</List.Item>
      ))}
    </List>
  );
}
