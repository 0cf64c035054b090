import { Button, Group, Modal, Radio, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ExampleModalProps } from './modal-props.ts';

interface Choice {
  label: string;
  options: string[];
}

const choices: Choice[] = [
  { label: 'Category', options: ['CRM application', 'eCommerce platforms', 'Online learning platform'] },
  { label: 'Framework', options: ['React', 'Angular', 'Vue', 'Laravel'] },
  { label: 'Database', options: ['Firebase', 'AWS', 'MySQL'] },
];

/** Create app: a wizard over details, framework, database and a final check. */
export function CreateAppModal({ opened, onClose }: ExampleModalProps) {
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>(choices.map((choice) => choice.options[0] ?? ''));
  const lastStep = choices.length;

  function handleNext() {
    if (step === 0 && name.trim().length < 3) {
      setNameError('An application name has at least 3 characters');
      return;
    }
    if (step < lastStep) {
      setStep(step + 1);
      return;
    }
    notifications.show({ color: 'green', message: `“${name.trim()}” was created.`, autoClose: 2000 });
    setStep(0);
    setName('');
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Create app" closeButtonProps={{ 'aria-label': 'Close' }} size="xl">
      <Stepper active={step} onStepClick={(target) => target < step && setStep(target)} size="sm">
        {choices.map((choice, index) => (
          <Stepper.Step key={choice.label} label={choice.label}>
            <Stack gap="md" mt="md">
              {index === 0 ? (
                <TextInput
                  label="Application name"
                  value={name}
                  error={nameError}
                  withAsterisk
                  onChange={(event) => {
                    setName(event.currentTarget.value);
                    setNameError(null);
                  }}
                />
              ) : null}
              <Radio.Group
                label={choice.label}
                value={picked[index]}
                onChange={(value) => setPicked(picked.map((item, position) => (position === index ? value : item)))}
              >
                <Stack gap="xs" mt="xs">
                  {choice.options.map((option) => (
                    <Radio key={option} value={option} label={option} />
                  ))}
                </Stack>
              </Radio.Group>
            </Stack>
          </Stepper.Step>
        ))}
        <Stepper.Step label="Review">
          <Stack gap={4} mt="md">
            <Text fw={600}>{name.trim()}</Text>
            {choices.map((choice, index) => (
              <Text key={choice.label} size="sm">
                {choice.label}: {picked[index]}
              </Text>
            ))}
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0}>
          Previous
        </Button>
        <Button onClick={handleNext}>{step === lastStep ? 'Submit' : 'Next'}</Button>
      </Group>
    </Modal>
  );
}
