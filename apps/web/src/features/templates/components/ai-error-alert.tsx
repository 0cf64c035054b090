import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf } from '../../../api/server-errors.ts';

/** Why an AI call failed, with the way to more credits when that is the reason. */
export function AiErrorAlert({ error }: { error: unknown }) {
  const status = errorStatusOf(error);
  const message = errorMessageOf(error) ?? 'The writer could not answer. Check your connection and try again.';
  // "no credits were spent" is not a shortage: only the ledger's refusal sends the user to buy more.
  const isOutOfCredits = status === 402 || /not enough credits/i.test(message);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={isOutOfCredits ? 'Not enough credits' : 'No draft this time'}
      role="alert"
    >
      {message}
      {isOutOfCredits ? (
        <>
          {' '}
          <Anchor component={Link} to="/credits/plans" size="sm" fw={600}>
            Get more credits
          </Anchor>
        </>
      ) : null}
    </Alert>
  );
}
