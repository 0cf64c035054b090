// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { screen } from '../../../test/render-app.tsx';
import { AiErrorAlert } from './ai-error-alert.tsx';

function renderAlert(error: unknown) {
  const router = createMemoryRouter([{ path: '/', element: <AiErrorAlert error={error} /> }]);
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('AiErrorAlert', () => {
  it('shows an instruction the writer did not understand as such, without sending the user to buy credits', async () => {
    const message =
      'The writer did not understand “rhyme every line”, so nothing was changed and no credits were spent. It can make it shorter, …';
    renderAlert({ status: 422, message });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No draft this time');
    expect(alert.textContent).toContain('so nothing was changed and no credits were spent');
    expect(screen.queryByRole('link', { name: 'Get more credits' })).toBeNull();
  });

  it('offers more credits when the ledger refused for lack of them', async () => {
    renderAlert({ status: 422, message: 'Not enough credits: need 1, you have 0' });
    expect((await screen.findByRole('alert')).textContent).toContain('Not enough credits');
    expect(screen.getByRole('link', { name: 'Get more credits' })).toBeTruthy();
  });
});
