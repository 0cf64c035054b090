import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

export const paymentsNoticeId = 'payments-notice';

interface PaymentsNoticeProps {
  /** The signed-in user may buy (owners and admins). */
  canBuy: boolean;
  isPaymentsEnabled: boolean;
  isTestPurchaseEnabled: boolean;
}

/** Why the buy buttons are disabled, when they are; the buttons point here with aria-describedby. */
export function PaymentsNotice({ canBuy, isPaymentsEnabled, isTestPurchaseEnabled }: PaymentsNoticeProps) {
  if (canBuy && isPaymentsEnabled) return null;
  return (
    <Alert id={paymentsNoticeId} variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
      {canBuy
        ? `Payments are not configured on this installation yet.${
            isTestPurchaseEnabled
              ? ' You can try a plan with a test purchase: it adds the credits without a charge.'
              : ''
          }`
        : 'Only owners and admins can buy credits. Ask one of them to top up your organisation.'}
    </Alert>
  );
}
