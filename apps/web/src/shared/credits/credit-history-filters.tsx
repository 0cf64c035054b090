import { type LedgerKind, ledgerKindLabels, ledgerKinds } from '@leadpilot/contracts';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

export interface CreditHistoryFilterValues {
  kind: LedgerKind | null;
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
}

export const noHistoryFilters: CreditHistoryFilterValues = { kind: null, from: '', to: '' };

const kindOptions = ledgerKinds.map((kind) => ({ value: kind, label: ledgerKindLabels[kind] }));

function toLedgerKind(value: string | null): LedgerKind | null {
  return ledgerKinds.find((kind) => kind === value) ?? null;
}

export function isFiltered(values: CreditHistoryFilterValues): boolean {
  return values.kind !== null || values.from !== '' || values.to !== '';
}

/** A range whose end comes before its start. */
export function isRangeReversed(values: CreditHistoryFilterValues): boolean {
  return values.from !== '' && values.to !== '' && values.to < values.from;
}

interface CreditHistoryFiltersProps {
  values: CreditHistoryFilterValues;
  onChange: (values: CreditHistoryFilterValues) => void;
  /** The super-admin ledger filters by kind only. */
  withDateRange?: boolean;
}

/** Kind and date range above the credit history. */
export function CreditHistoryFilters({ values, onChange, withDateRange = true }: CreditHistoryFiltersProps) {
  const fieldWidth = { base: '100%', xs: 180 };
  // On a phone the two dates share a row.
  const dateWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Kind"
        placeholder="All kinds"
        data={kindOptions}
        value={values.kind}
        onChange={(next) => onChange({ ...values, kind: toLedgerKind(next) })}
        clearable
        w={fieldWidth}
      />
      {withDateRange ? (
        <>
          <TextInput
            type="date"
            label="From"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => onChange({ ...values, from: event.currentTarget.value })}
            w={dateWidth}
          />
          <TextInput
            type="date"
            label="To"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => onChange({ ...values, to: event.currentTarget.value })}
            error={isRangeReversed(values) ? 'Choose a day on or after “From”' : undefined}
            w={dateWidth}
          />
        </>
      ) : null}
      {isFiltered(values) ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange(noHistoryFilters)}
        >
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
