import { AppError } from '../../platform/errors.ts';

export const providerUnavailableMessage = 'The payment provider could not be reached. Please try again.';

/**
 * A failed call to Razorpay. A request Razorpay refused for its content (400, 404) answers 422
 * with Razorpay's own description; anything else (no answer, 5xx, our keys refused, throttled)
 * answers 503 with a retry hint. The provider's details stay on the error for the log.
 */
export class RazorpayError extends AppError {
  readonly httpStatus: number | null;
  readonly providerCode: string | null;
  readonly description: string | null;

  constructor(input: { httpStatus: number | null; providerCode?: string | null; description?: string | null }) {
    const isRefusal = input.httpStatus === 400 || input.httpStatus === 404;
    const description = input.description ?? null;
    super(
      isRefusal ? 'RULE_REFUSED' : 'UNAVAILABLE',
      isRefusal
        ? `The payment provider refused the request: ${description ?? 'no reason given'}`
        : providerUnavailableMessage,
    );
    this.name = 'RazorpayError';
    this.httpStatus = input.httpStatus;
    this.providerCode = input.providerCode ?? null;
    this.description = description;
  }
}
