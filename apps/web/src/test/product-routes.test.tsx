// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server } from './render-app.tsx';
import { apiUrl, http, pendingReply } from './server.ts';

describe('product routes without a feature of their own', () => {
  it('/integrations opens the CRM settings, beside API keys and webhooks', async () => {
    server.use(http.get(apiUrl('v1/crm/hubspot'), pendingReply));
    const { router } = await renderApp('/integrations');
    expect(router.state.location.pathname).toBe('/settings/integrations');
  });

  it('/settings opens the organisation settings', async () => {
    server.use(http.get(apiUrl('v1/organisation'), pendingReply), http.get(apiUrl('v1/payment/credit'), pendingReply));
    const { router } = await renderApp('/settings');
    expect(await screen.findByLabelText('Loading organisation settings')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/organisation');
  });

  it('/admin opens the organisations list, for platform admins only', async () => {
    server.use(http.get(apiUrl('v1/sadmin/organisations'), pendingReply));
    const admin = await renderApp('/admin', { user: 'super-admin' });
    expect(await screen.findByRole('table', { name: 'Organisations' })).toBeTruthy();
    expect(admin.router.state.location.pathname).toBe('/admin/organisations');
    admin.unmount();
    await renderApp('/admin/people', { user: 'member' });
    expect(await screen.findByText('You don’t have access to this page')).toBeTruthy();
  });
});
