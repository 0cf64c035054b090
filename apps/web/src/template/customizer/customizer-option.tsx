import { Group, Radio } from '@mantine/core';

interface CustomizerOptionProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  optionLabels: Record<Value, string>;
  onChange: (value: Value) => void;
}

/** One setting of the customizer as a labelled radio group. */
export function CustomizerOption<Value extends string>({
  label,
  value,
  options,
  optionLabels,
  onChange,
}: CustomizerOptionProps<Value>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => {
        const option = options.find((candidate) => candidate === next);
        if (option) onChange(option);
      }}
    >
      <Group gap="md" mt={8}>
        {options.map((option) => (
          <Radio key={option} value={option} label={optionLabels[option]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
