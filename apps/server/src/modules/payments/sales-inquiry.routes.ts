import { idSchema, messageReplySchema, salesInquiryBodySchema } from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';

export function registerSalesInquiryRoutes(app: AppRouter) {
  const { salesInquiries } = app.services;

  app.post('/api/v1/public/sales-inquiry', {
    config: { access: 'public' },
    schema: {
      tags: ['public'],
      summary: 'Enterprise "talk to us" from the pricing page; throttled per address',
      body: salesInquiryBodySchema,
      response: { 200: messageReplySchema(z.object({ id: idSchema })) },
    },
    handler: (request) => salesInquiries.submit(request.body, request.ip),
  });
}
