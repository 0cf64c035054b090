import { type SalesInquiryBody, salesInquiryBodySchema } from '@leadpilot/contracts';

export interface SalesInquiryFormValues {
  name: string;
  email: string;
  company: string;
  /** '' when left empty. */
  credits: number | string;
  message: string;
}

export function toSalesInquiryBody(values: SalesInquiryFormValues): SalesInquiryBody {
  const credits = typeof values.credits === 'number' ? values.credits : Number.parseInt(values.credits, 10);
  return {
    name: values.name,
    email: values.email,
    company: values.company,
    credits: Number.isFinite(credits) ? credits : undefined,
    message: values.message,
  };
}

/** Field errors from the shared schema, keyed as the form names its fields. */
export function validateSalesInquiry(values: SalesInquiryFormValues): Record<string, string> {
  const result = salesInquiryBodySchema.safeParse(toSalesInquiryBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
