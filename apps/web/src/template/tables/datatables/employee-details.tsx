import { SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { EmployeeRow } from '../../mocks/types.ts';
import { formatSalary } from './employees.ts';

/** The details an expanded row shows. */
export function EmployeeDetails({ row }: { row: EmployeeRow }) {
  const details = [
    ['Email', row.email],
    ['City', row.city],
    ['Started', dayjs(row.start_date).format('D MMMM YYYY')],
    ['Experience', row.experience],
    ['Age', String(row.age)],
    ['Monthly salary', formatSalary(row.salary / 12)],
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      p="md"
      component="dl"
      m={0}
      bg="var(--mantine-color-default-hover)"
      data-testid="employee-details"
    >
      {details.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" fw={700} tt="uppercase">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
