import { AppError, notFound, refused } from '../../platform/errors.ts';

export const paymentsNotConfigured = () => refused('Payments are not configured on this installation yet.');
export const testPurchasesDisabled = () => refused('Test purchases are not enabled on this installation.');
export const paymentNotVerified = () => new AppError('BAD_REQUEST', 'The payment could not be verified.');
export const paymentNotFound = () => notFound('This payment');
export const invoiceNotFound = () => notFound('This invoice');
export const paymentDoesNotMatch = () => refused('The payment does not match this order.');
export const paymentRefunded = () => refused('This payment has been refunded.');
export const paymentNotCompleted = (reason: string | null | undefined) =>
  refused(reason ? `The payment was not completed: ${reason}` : 'The payment was not completed.');

/** Webhook refusals answer 400: Razorpay retries them, and they are visible in its dashboard. */
export const webhookMessages = {
  notConfigured: 'Payment webhooks are not configured on this installation.',
  badSignature: 'The webhook signature is missing or does not match.',
  noEventId: 'The webhook has no X-Razorpay-Event-Id header.',
  badPayload: 'The webhook event is not in the format Razorpay sends.',
  mismatch: 'The payment amount or currency does not match the order.',
} as const;
export const webhookRefused = (message: string) => new AppError('BAD_REQUEST', message);
