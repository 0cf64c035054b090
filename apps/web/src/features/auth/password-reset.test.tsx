// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadDeferredSchemas } from '../../api/schema-loader.ts';
import { createAppStore } from '../../app/store.ts';
import { theme } from '../../app/theme.ts';
import { screen, server, waitFor } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http } from '../../test/server.ts';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';
import { SignInForm } from './components/sign-in-form.tsx';

const forgotPath = apiUrl('v1/auth/password/forgot');
const resetPath = apiUrl('v1/auth/password/reset');
const token = 'a-reset-token-from-the-email';

async function show(element: React.ReactNode) {
  await loadDeferredSchemas();
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/forgot-password', element: <p>Forgot password page</p> },
    { path: '/login', element: <p>Sign-in page</p> },
  ]);
  render(
    <Provider store={createAppStore()}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('forgotten password', () => {
  it('links "Forgot password?" from the sign-in form', async () => {
    server.use(http.get(apiUrl('v1/auth/providers'), () => dataReply({ providers: [] })));
    await show(<SignInForm />);
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Forgot password page')).toBeTruthy();
  });

  it('asks for the email, sends it and shows the server answer', async () => {
    let sent: unknown;
    server.use(
      http.post(forgotPath, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { message: 'If an account uses this email, we have sent it a link.' },
          { status: 202 },
        );
      }),
    );
    await show(<ForgotPasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    type(/Work email/, 'ada@acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account uses this email, we have sent it a link.')).toBeTruthy();
    expect(sent).toEqual({ email: 'ada@acme.test' });
  });

  it('shows a throttled request as an error', async () => {
    server.use(
      http.post(forgotPath, () => errorReply(429, 'Too many password reset requests. Try again in 5 minutes.')),
    );
    await show(<ForgotPasswordForm />);
    type(/Work email/, 'ada@acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many password reset requests. Try again in 5 minutes.')).toBeTruthy();
  });
});

describe('choosing a new password', () => {
  it('checks the form before sending: length and the repeated password', async () => {
    await show(<ResetPasswordForm token={token} />);
    type(/^New password/, 'short');
    type(/^Repeat the new password/, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
  });

  it('shows the server saying why a password is too weak', async () => {
    const why =
      'This password is built from your name, email, organisation or the product name, which are easy to guess.';
    server.use(http.post(resetPath, () => errorReply(422, why, 'RULE_REFUSED')));
    await show(<ResetPasswordForm token={token} />);
    type(/^New password/, 'leadpilot2026');
    type(/^Repeat the new password/, 'leadpilot2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('form-error')).toHaveProperty('textContent', why);
  });

  it('offers a new link when this one has expired', async () => {
    server.use(
      http.post(resetPath, () =>
        errorReply(
          422,
          'This password reset link has expired or has already been used. Ask for a new one from the sign-in page.',
        ),
      ),
    );
    await show(<ResetPasswordForm token={token} />);
    type(/^New password/, 'violet canyon harbour 71');
    type(/^Repeat the new password/, 'violet canyon harbour 71');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByText('Forgot password page')).toBeTruthy();
  });

  it('shows the loading state, then the success with a way to sign in', async () => {
    let sent: unknown;
    let answer: (() => void) | undefined;
    server.use(
      http.post(resetPath, async ({ request }) => {
        sent = await request.json();
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ message: 'Your password has been changed and every device has been signed out.' });
      }),
    );
    await show(<ResetPasswordForm token={token} />);
    type(/^New password/, 'violet canyon harbour 71');
    type(/^Repeat the new password/, 'violet canyon harbour 71');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change password' }).hasAttribute('data-loading')).toBe(true),
    );
    answer?.();
    expect(await screen.findByTestId('password-reset-done')).toBeTruthy();
    expect(sent).toEqual({ token, password: 'violet canyon harbour 71' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });
});
