import { Button, Group, RangeSlider, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { EmployeeStatus } from '../../mocks/types.ts';
import {
  ageBounds,
  countActiveFilters,
  type EmployeeFilters,
  employeeStatuses,
  formatSalary,
  noEmployeeFilters,
  salaryBounds,
} from './employees.ts';

interface EmployeeFiltersPanelProps {
  filters: EmployeeFilters;
  onChange: (filters: EmployeeFilters) => void;
}

const statusOptions = Object.entries(employeeStatuses).map(([value, { label }]) => ({ value, label }));

function toStatus(value: string | null): EmployeeStatus | null {
  const number = Number(value);
  return number >= 1 && number <= 5 ? (number as EmployeeStatus) : null;
}

/** Column filters of the advanced table: text for name, post and city; status; salary and age ranges. */
export function EmployeeFiltersPanel({ filters, onChange }: EmployeeFiltersPanelProps) {
  const activeCount = countActiveFilters(filters);
  function update(change: Partial<EmployeeFilters>) {
    onChange({ ...filters, ...change });
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput
          label="Name"
          placeholder="Filter by name"
          value={filters.name}
          onChange={(event) => update({ name: event.currentTarget.value })}
        />
        <TextInput
          label="Post"
          placeholder="Filter by post"
          value={filters.post}
          onChange={(event) => update({ post: event.currentTarget.value })}
        />
        <TextInput
          label="City"
          placeholder="Filter by city"
          value={filters.city}
          onChange={(event) => update({ city: event.currentTarget.value })}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={statusOptions}
          value={filters.status === null ? null : String(filters.status)}
          onChange={(value) => update({ status: toStatus(value) })}
          clearable
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap={6}>
          <Text size="sm" fw={500} id="salary-range-label">
            Salary: {formatSalary(filters.salary[0])} – {formatSalary(filters.salary[1])}
          </Text>
          <RangeSlider
            aria-labelledby="salary-range-label"
            min={salaryBounds[0]}
            max={salaryBounds[1]}
            step={5_000}
            minRange={5_000}
            value={filters.salary}
            onChange={(salary) => update({ salary })}
            label={formatSalary}
            thumbFromLabel="Lowest salary"
            thumbToLabel="Highest salary"
          />
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="age-range-label">
            Age: {filters.age[0]} – {filters.age[1]}
          </Text>
          <RangeSlider
            aria-labelledby="age-range-label"
            min={ageBounds[0]}
            max={ageBounds[1]}
            minRange={1}
            value={filters.age}
            onChange={(age) => update({ age })}
            thumbFromLabel="Youngest age"
            thumbToLabel="Oldest age"
          />
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" onClick={() => onChange(noEmployeeFilters)} disabled={activeCount === 0}>
          Clear filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </Button>
      </Group>
    </Stack>
  );
}
