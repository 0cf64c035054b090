import { type ApiKeyScope, apiKeyScopeDetails, apiKeyScopes } from '@leadpilot/contracts';
import { Checkbox, Select, Stack } from '@mantine/core';

interface ScopeCheckboxesProps {
  value: ApiKeyScope[];
  onChange: (scopes: ApiKeyScope[]) => void;
  error?: string | null;
}

const isScope = (value: string): value is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(value);

/** The scopes a key may hold, each with what it allows; a key calls only the routes of its scopes. */
export function ScopeCheckboxes({ value, onChange, error }: ScopeCheckboxesProps) {
  return (
    <Checkbox.Group
      label="Scopes"
      description="What the key may do. Choose only what the client needs."
      value={value}
      onChange={(next) => onChange(next.filter(isScope))}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {apiKeyScopes.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={apiKeyScopeDetails[scope].label}
            description={apiKeyScopeDetails[scope].description}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

export type ExpiryChoice = 'never' | '30' | '90' | '365';

const expiryOptions: { value: ExpiryChoice; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

/** When the key stops working. */
export function ExpirySelect({ value, onChange }: { value: ExpiryChoice; onChange: (value: ExpiryChoice) => void }) {
  return (
    <Select
      label="Expires"
      data={expiryOptions}
      value={value}
      allowDeselect={false}
      onChange={(next) => onChange((next as ExpiryChoice | null) ?? 'never')}
    />
  );
}

/** The `expiresAt` the server takes for a choice, counted from now. */
export function expiresAtOf(choice: ExpiryChoice, now = new Date()): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * 24 * 60 * 60 * 1000).toISOString();
}
