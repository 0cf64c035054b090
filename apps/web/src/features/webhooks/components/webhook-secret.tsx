import { SecretReveal } from '../../../shared/ui/secret-reveal.tsx';

/** The endpoint's signing secret, shown once after it is created, with a copy button. */
export function WebhookSecret({ secret }: { secret: string }) {
  return (
    <SecretReveal
      label="Signing secret"
      value={secret}
      copyLabel="Copy signing secret"
      testId="webhook-secret"
      warning="This is the only time the signing secret is shown. Your endpoint uses it to check that each event comes from Leadpilot (the webhook-signature header)."
    />
  );
}
