import { Alert, Button, Card, Group, SegmentedControl, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { zodErrors } from '../shared/zod-errors.ts';
import { AccountFields, AddressFields, PersonalFields, SocialFields } from './wizard-fields.tsx';
import { WizardReview } from './wizard-review.tsx';
import { emptyWizardValues, type WizardValues, wizardSteps } from './wizard-schema.ts';

type Orientation = 'horizontal' | 'vertical';

const reviewStep = wizardSteps.length;

/** Every step's rules at once: used to check a single field when it loses focus. */
function validateAll(values: WizardValues) {
  return Object.assign({}, ...wizardSteps.map((step) => zodErrors(step.schema, values)));
}

function SuccessState({ name, onRestart }: { name: string; onRestart: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="status">
      <ThemeIcon size={64} radius={64} color="green" variant="light" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        Account created
      </Title>
      <Text maw={420}>Welcome aboard, {name}. We sent a confirmation link to your email address.</Text>
      <Button variant="light" onClick={onRestart}>
        Start again
      </Button>
    </Stack>
  );
}

/** A four-step sign-up wizard (account, personal info, address, social links), a review and a success state. */
export function FormWizardPage() {
  useDocumentTitle('Form wizard');
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const [orientation, setOrientation] = useState<Orientation>('horizontal');
  const [active, setActive] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const form = useForm<WizardValues>({
    mode: 'controlled',
    initialValues: emptyWizardValues,
    validate: validateAll,
    validateInputOnBlur: true,
  });

  function handleNext() {
    const step = wizardSteps[active];
    if (!step) return;
    const errors = zodErrors(step.schema, form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setActive(active + 1);
  }

  function handleBack() {
    form.clearErrors();
    setActive(Math.max(0, active - 1));
  }

  function handleSubmit() {
    setIsSubmitting(true);
    // A short pause stands in for the sign-up call.
    window.setTimeout(() => {
      setIsSubmitting(false);
      setIsDone(true);
    }, 600);
  }

  function handleRestart() {
    form.reset();
    setActive(0);
    setIsDone(false);
  }

  const panels: ReactNode[] = [
    <AccountFields key="account" form={form} />,
    <PersonalFields key="personal" form={form} />,
    <AddressFields key="address" form={form} />,
    <SocialFields key="social" form={form} />,
  ];
  const isVertical = orientation === 'vertical' || isPhone;
  const values = form.getValues();

  return (
    <Stack gap="lg">
      <PageHeader
        title="Form wizard"
        description="A sign-up split into steps, each checked before the next, with a review before it is sent."
        actions={
          <SegmentedControl
            aria-label="Stepper layout"
            value={orientation}
            onChange={(value) => setOrientation(value === 'vertical' ? 'vertical' : 'horizontal')}
            data={[
              { value: 'horizontal', label: 'Horizontal' },
              { value: 'vertical', label: 'Vertical' },
            ]}
          />
        }
      />
      <Card withBorder padding="lg" radius="md" component="section" aria-label="Sign-up wizard">
        {isDone ? (
          <SuccessState name={values.firstName || values.username} onRestart={handleRestart} />
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (active < reviewStep) handleNext();
              else handleSubmit();
            }}
          >
            <Stepper
              active={active}
              onStepClick={(step) => step < active && setActive(step)}
              allowNextStepsSelect={false}
              orientation={isVertical ? 'vertical' : 'horizontal'}
              size="sm"
              styles={isVertical ? undefined : { steps: { flexWrap: 'wrap', rowGap: 12 } }}
            >
              {wizardSteps.map((step, index) => (
                <Stepper.Step key={step.id} label={step.label} description={step.description}>
                  <Stack gap="md" mt="md">
                    <Title order={2} fz="h4">
                      {`Step ${index + 1}: ${step.label}`}
                    </Title>
                    {panels[index]}
                  </Stack>
                </Stepper.Step>
              ))}
              <Stepper.Step label="Review" description="Check and send">
                <Stack gap="md" mt="md">
                  <Title order={2} fz="h4">
                    Step 5: Review
                  </Title>
                  <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title="Almost there">
                    Check your details; press Edit to change a step.
                  </Alert>
                  <WizardReview values={values} onEdit={setActive} />
                </Stack>
              </Stepper.Step>
            </Stepper>
            <Group justify="space-between" mt="xl">
              <Button
                variant="default"
                onClick={handleBack}
                disabled={active === 0}
                leftSection={<IconArrowLeft size={16} />}
              >
                Back
              </Button>
              {active < reviewStep ? (
                <Button type="submit" rightSection={<IconArrowRight size={16} />}>
                  Next
                </Button>
              ) : (
                <Button type="submit" color="green" loading={isSubmitting}>
                  Submit
                </Button>
              )}
            </Group>
          </form>
        )}
      </Card>
    </Stack>
  );
}
