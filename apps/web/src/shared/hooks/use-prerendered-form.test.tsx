// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrerenderedForm } from './use-prerendered-form.ts';

/** A controlled form like the sign-in form: what is submitted is React's state, not the DOM. */
function EmailForm({ onSubmit }: { onSubmit: (email: string) => void }) {
  const { formRef, isReady } = usePrerenderedForm();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(email);
      }}
    >
      <label htmlFor="email">Work email</label>
      <input
        id="email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        onBlur={() => setChecked(email.includes('@') ? null : 'Enter a valid email address')}
      />
      {checked ? <p role="alert">{checked}</p> : null}
      <button type="submit" disabled={!isReady}>
        Sign in
      </button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
});

describe('usePrerenderedForm', () => {
  it('keeps what was typed into the server-rendered form before hydration, and submits it', async () => {
    const submitted: string[] = [];
    const onSubmit = (email: string) => void submitted.push(email);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EmailForm onSubmit={onSubmit} />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    // The server's render: the button waits for the script.
    expect(button.disabled).toBe(true);
    input.value = 'ada@acme.test'; // typed before the script arrived

    await act(async () => {
      root = hydrateRoot(container, <EmailForm onSubmit={onSubmit} />);
    });

    expect(container.querySelector('input')).toBe(input); // hydrated in place
    expect(input.value).toBe('ada@acme.test');
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(submitted).toEqual(['ada@acme.test']);
    expect(container.querySelector('[role=alert]')).toBeNull();
  });

  it('checks a field typed into and left before hydration, as leaving it would have', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EmailForm onSubmit={() => undefined} />);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).value = 'not-an-email';

    await act(async () => {
      root = hydrateRoot(container, <EmailForm onSubmit={() => undefined} />);
    });

    expect(container.querySelector('[role=alert]')?.textContent).toBe('Enter a valid email address');
  });

  it('is ready at once, and leaves the fields alone, when the browser renders the form itself', async () => {
    const submitted: string[] = [];
    render(<EmailForm onSubmit={(email) => void submitted.push(email)} />);
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect((screen.getByLabelText('Work email') as HTMLInputElement).value).toBe('');
    await act(async () => button.click());
    expect(submitted).toEqual(['']);
  });
});
