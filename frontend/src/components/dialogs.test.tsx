// Error dialogs close themselves after 5 s, or 10 s when an OK button shows (000 §8, §9).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useDialogs } from './Dialogs.tsx';
import { authState, Wrapper } from '../test/render.tsx';
import { DIALOG_TITLES } from '../constants.ts';

function Trigger({ ok }: { ok?: boolean }) {
  const dialogs = useDialogs();
  return <button onClick={() => dialogs.error({ message: 'Boom', ok })}>open</button>;
}

afterEach(() => vi.useRealTimers());

describe('error dialog', () => {
  for (const [ok, ms] of [[false, 5000], [true, 10000]] as const) {
    it(`closes after ${ms} ms ${ok ? 'with' : 'without'} an OK button`, async () => {
      vi.useFakeTimers();
      render(<Wrapper auth={authState(null)}><Trigger ok={ok} /></Wrapper>);
      act(() => screen.getByText('open').click());
      expect(screen.getByText(DIALOG_TITLES.error)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'OK' }) !== null).toBe(ok);
      act(() => vi.advanceTimersByTime(ms - 1));
      expect(screen.queryByText('Boom')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Boom')).toBeNull();
    });
  }
});

function OopsTrigger() {
  const dialogs = useDialogs();
  return <button onClick={() => dialogs.error({ title: 'Oops!', message: 'Boom', okLabel: 'Okay', stay: true, testId: 'oops' })}>oops</button>;
}

describe('error dialog kept until acknowledged', () => {
  it('names its button and stays past the auto-close until the button is pressed', async () => {
    vi.useFakeTimers();
    render(<Wrapper auth={authState(null)}><OopsTrigger /></Wrapper>);
    act(() => screen.getByText('oops').click());
    expect(screen.getByTestId('oops')).toHaveTextContent('Oops!');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('oops')).toHaveTextContent('Boom');
    act(() => screen.getByRole('button', { name: 'Okay' }).click());
    expect(screen.queryByTestId('oops')).toBeNull();
  });
});

function SuccessTrigger({ ok }: { ok?: boolean }) {
  const dialogs = useDialogs();
  return <button onClick={() => dialogs.success(ok ? { title: 'Account Verification', message: 'Please check your email.', ok } : 'Successfully Saved!')}>save</button>;
}

describe('success', () => {
  it('is a toast, not a dialog over the page, when it needs no answer', async () => {
    render(<Wrapper auth={authState(null)}><SuccessTrigger /><input aria-label="next field" /></Wrapper>);
    act(() => screen.getByText('save').click());
    expect(await screen.findByTestId('app-toast')).toHaveTextContent('Successfully Saved!');
    expect(screen.queryByTestId('app-dialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page stays usable: nothing takes the focus or hides the page from assistive technology.
    expect(screen.getByRole('textbox', { name: 'next field' })).toBeVisible();
  });

  it('stays a dialog when it asks to be acknowledged (an OK button)', async () => {
    render(<Wrapper auth={authState(null)}><SuccessTrigger ok /></Wrapper>);
    act(() => screen.getByText('save').click());
    const dialog = await screen.findByTestId('app-dialog');
    expect(dialog).toHaveTextContent('Account Verification');
    expect(dialog).toHaveTextContent('Please check your email.');
  });
});
