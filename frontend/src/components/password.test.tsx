// The password rule of spec 000 §5 as the forms show it: 6 to 128 characters, the spec's message, the
// five-level meter (20 to 100 %), confirmation must match, errors only after a submit attempt, e-mails
// lower-cased.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { checkPassword } from '@adops/openapi/rules/password';
import { StrengthMeter, passwordError, confirmError } from './PasswordField.tsx';
import { SignUpPage, signUpErrors } from '../features/auth/SignUpPage.tsx';
import { authState, Wrapper } from '../test/render.tsx';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '../constants.ts';

afterEach(() => vi.unstubAllGlobals());

describe('password rule', () => {
  it('uses the spec message for fewer than 6 characters', () => {
    expect(MESSAGES.password).toBe('Please enter a passphrase or password with 6 or more characters.');
    expect(passwordError('')).toBe(MESSAGES.password);
    expect(passwordError('Ab1!x')).toBe(MESSAGES.password);
  });

  it('accepts a strong password and a long passphrase, rejects a weak one and one over 128', () => {
    expect(passwordError('Admin-Passw0rd!')).toBeUndefined();
    expect(passwordError('correct horse battery staple')).toBeUndefined();
    expect(passwordError('aaaaaaaa')).toBeDefined();
    expect(passwordError(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBeDefined();
  });

  it('allows one optional test to fail', () => {
    expect(checkPassword('admin-passw0rd').ok).toBe(true); // no upper case
    expect(checkPassword('adminpassword').ok).toBe(false); // only lower case
  });

  it('requires the confirmation to match', () => {
    expect(confirmError('Admin-Passw0rd!', 'Admin-Passw0rd!')).toBeUndefined();
    expect(confirmError('Admin-Passw0rd!', 'Admin-Passw0rd')).toBe(MESSAGES.passwordMismatch);
  });
});

describe('strength meter', () => {
  const level = (password: string) => {
    const { unmount } = render(<Wrapper auth={authState(null)}><StrengthMeter password={password} /></Wrapper>);
    const value = screen.getByTestId('strength-meter').getAttribute('data-strength');
    unmount();
    return Number(value);
  };

  it('has five levels from 20 to 100 percent, and 0 when empty', () => {
    expect(level('')).toBe(0);
    expect(level('ab')).toBe(20);
    expect(level('abcdefgh')).toBe(40);
    expect(level('abcdefgH')).toBe(60);
    expect(level('abcdefH1')).toBe(80);
    expect(level('abcdeH1!')).toBe(100);
    const seen = new Set(['a', 'abcdefgh', 'abcdefgH', 'abcdefH1', 'abcdeH1!'].map(level));
    expect([...seen].sort((a, b) => a - b)).toEqual([20, 40, 60, 80, 100]);
  });
});

describe('sign-up form', () => {
  const renderSignUp = () => {
    const router = createMemoryRouter([{ path: '/authentication/signup', element: <SignUpPage /> }], {
      initialEntries: ['/authentication/signup'],
    });
    render(<Wrapper auth={authState(null)}><RouterProvider router={router} /></Wrapper>);
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('computes the errors of an empty form', () => {
    expect(signUpErrors({ email: '', password: '', confirmPassword: '' })).toEqual({
      email: MESSAGES.emailRequired, password: MESSAGES.password, confirmPassword: undefined,
    });
  });

  it('shows errors only after a submit attempt, then posts the lower-cased e-mail and shows Account Verification', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      const url = new URL(request.url).pathname;
      if (url === '/api/auth/config') return json({ providers: [], signUpEnabled: true, mailCaptured: true });
      if (url === '/api/auth/signup') {
        const body = await request.json();
        calls.push({ url, body });
        return json({ message: `Please check your email: ${body.email}`, email: body.email, activationSent: true }, 201);
      }
      return json({}, 404);
    }));
    renderSignUp();
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: /e-mail/i });
    const [password, confirm] = [document.querySelector('input[name=password]')!, document.querySelector('input[name=confirmPassword]')!];

    await user.type(email, 'New.Person@Example.COM');
    await user.type(password, 'abc');
    await user.type(confirm, 'abd');
    expect(screen.queryByText(MESSAGES.password)).toBeNull();
    expect(screen.queryByText(MESSAGES.passwordMismatch)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.password)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'Correct-Horse-9');
    await user.clear(confirm);
    await user.type(confirm, 'Correct-Horse-9');
    expect(screen.queryByText(MESSAGES.password)).toBeNull();
    fireEvent.submit(password.closest('form')!);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ email: 'new.person@example.com', password: 'Correct-Horse-9', confirmPassword: 'Correct-Horse-9' });
    expect(await screen.findByText('Account Verification')).toBeInTheDocument();
  });
});
