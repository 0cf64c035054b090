export { capturePayment } from './capture-payment.ts';
export { registerPaymentRoutes } from './payments.routes.ts';
export { createPaymentService } from './payments.service.ts';
export { paymentsConfigOf } from './payments-config.ts';
export { salesInquiryNotifyJob } from './sales-inquiry.jobs.ts';
export { registerSalesInquiryRoutes } from './sales-inquiry.routes.ts';
export { createSalesInquiryService } from './sales-inquiry.service.ts';
