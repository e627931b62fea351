// The payment frame dialog (002 §4, §7, §8): the session it asks for, the frame's address, each message of the
// page (view → the paid dialog, fail → 'Your Payment was not success.' with the provider's message, close,
// redirect → the orders tab, loading), messages from elsewhere ignored, a click outside closing it, and a
// session the API refuses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { PaymentFrameDialog } from './PaymentFrameDialog.tsx';
import { PAYMENT_FRAME_DIALOG_MESSAGES as M } from './messages.ts';
import { frameMessageOf, frameUrlOf } from './frameMessage.ts';

vi.mock('../payments/constants.ts', async (original) => ({
  ...(await original<typeof import('../payments/constants.ts')>()), PAYMENT_NOT_FOUND_RETRY_MS: 300, PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS: 50,
}));

const ORDER = '3a1d7d2f-9e2b-4d4c-8a5f-2b3c4d5e6f70';
const SESSION = '6d2e8f3a-1b4c-4d5e-8f9a-0b1c2d3e4f5a';
const session = () => json({ paymentSessionId: SESSION, orderId: ORDER, paymentUrl: `/payments/p?sessionId=${SESSION}&orderId=${ORDER}` }, 201);

afterEach(() => vi.unstubAllGlobals());

/** The page that opens the frame: it sets `open` false on an outcome, or (`unmount`) takes the dialog away. */
function open(handlers: Record<string, Handler>, { unmount = false } = {}) {
  const outcomes: string[] = [];
  function Host() {
    const [shown, setShown] = useState(true);
    const end = (what: string) => { outcomes.push(what); setShown(false); };
    const dialog = <PaymentFrameDialog orderId={ORDER} open={shown} onPaid={() => end('paid')} onFailed={(m) => end(`failed:${m}`)} onClose={() => end('closed')} />;
    return (
      <>
        <p>Orders</p>
        {unmount ? shown && dialog : dialog}
      </>
    );
  }
  const stub = stubFetch(handlers);
  const view = renderRoutes([
    { path: '/customer-dashboard/order', element: <Host /> },
    { path: '/customer-dashboard', element: <p>Index</p> },
  ], '/customer-dashboard/order', authState(makeUser(['agent'], { kind: 'dashboard' } as never)));
  return { ...stub, ...view, outcomes };
}

/** The frame shows, and its listener is on (effects run after the render that shows it). */
async function frameShown() {
  await screen.findByTestId('payment-frame');
  await act(async () => {});
}

/** What the page in the frame posts: from the frame's window and the app's origin unless told otherwise. */
function post(data: unknown, from: { source?: Window | null; origin?: string } = {}) {
  const frame = screen.getByTestId('payment-frame') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', {
      data, origin: from.origin ?? window.location.origin, source: from.source === undefined ? frame.contentWindow : from.source,
    }));
  });
}

/** The frame's page says the card was declined: 'Your Payment was not success.' with its message, told to the page once. */
async function declinedShown(outcomes: string[]) {
  await frameShown();
  post({ type: 'fail', message: 'Your card was declined.' });
  const dialog = await screen.findByTestId('app-dialog');
  expect(dialog).toHaveTextContent('Your Payment was not success.');
  expect(dialog).toHaveTextContent('Your card was declined.');
  expect(outcomes).toEqual(['failed:Your card was declined.']);
}

describe('payment frame dialog', () => {
  it('asks for a session for the order and frames its payment URL with sessionId and orderId', async () => {
    const { calls } = open({ 'POST /api/payments/sessions': session });
    const frame = await screen.findByTestId('payment-frame');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe(window.location.origin);
    expect(src.pathname).toBe('/payments/p');
    expect(src.searchParams.get('sessionId')).toBe(SESSION);
    expect(src.searchParams.get('orderId')).toBe(ORDER);
    const call = calls.find((c) => c.url.pathname === '/api/payments/sessions')!;
    expect(call.body).toEqual({ orderId: ORDER });
    expect(screen.getByTestId('payment-frame-loading')).toBeInTheDocument();
    post({ type: 'loading' });
    expect(screen.queryByTestId('payment-frame-loading')).toBeNull();
  });

  it("view: closes and shows 'Your order has been successfully paid. You will receive a confirmation email shortly.'", async () => {
    const { outcomes } = open({ 'POST /api/payments/sessions': session });
    await frameShown();
    post({ type: 'view' });
    expect(await screen.findByText('Your order has been successfully paid. You will receive a confirmation email shortly.')).toBeInTheDocument();
    expect(outcomes).toEqual(['paid']);
    // Closed (jsdom runs no exit animation, so the closed content may stay in the document).
    await waitFor(() => expect(screen.queryByTestId('payment-frame-dialog')?.dataset.state ?? 'closed').toBe('closed'));
  });

  it("fail: shows 'Your Payment was not success.' with the provider's message", async () => {
    const { outcomes } = open({ 'POST /api/payments/sessions': session });
    await declinedShown(outcomes);
  });

  it('shows the outcome also when the page takes the dialog away on it', async () => {
    const { outcomes } = open({ 'POST /api/payments/sessions': session }, { unmount: true });
    await declinedShown(outcomes);
    expect(screen.queryByTestId('payment-frame')).toBeNull();
  });

  it('close closes it once; a later redirect is not a second outcome', async () => {
    const { outcomes, router } = open({ 'POST /api/payments/sessions': session });
    await frameShown();
    post({ type: 'close' });
    expect(outcomes).toEqual(['closed']);
    expect(router.state.location.pathname).toBe('/customer-dashboard/order');
  });

  it('redirect closes it and goes to the orders tab', async () => {
    const { outcomes, router } = open({ 'POST /api/payments/sessions': session });
    await frameShown();
    post({ type: 'redirect' });
    expect(outcomes).toEqual(['closed']);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/customer-dashboard?tab=orders'));
  });

  it('ignores messages from another origin, another window or of an unknown type', async () => {
    const { outcomes } = open({ 'POST /api/payments/sessions': session });
    await frameShown();
    post({ type: 'view' }, { origin: 'https://evil.example' });
    post({ type: 'view' }, { source: window });
    post({ type: 'paid' });
    post('view');
    expect(outcomes).toEqual([]);
    expect(screen.getByTestId('payment-frame')).toBeInTheDocument();
  });

  it('a click outside the frame closes it', async () => {
    const { outcomes } = open({ 'POST /api/payments/sessions': session });
    await frameShown();
    // The open dialog makes the page behind it inert to pointers (pointer-events: none); the click still lands there.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByText('Orders'));
    await waitFor(() => expect(outcomes).toEqual(['closed']));
  });

  it('asks again while the order is not known to payment yet', async () => {
    let asked = 0;
    open({ 'POST /api/payments/sessions': () => (++asked < 3 ? json({ status: 404, detail: 'Payment Data cannot be found, please contact the provider.' }, 404) : session()) });
    expect(await screen.findByTestId('payment-frame')).toBeInTheDocument();
    expect(asked).toBe(3);
  });

  it("shows the API's refusal of the session and reports it", async () => {
    const { outcomes } = open({ 'POST /api/payments/sessions': () => json({ status: 409, detail: 'This order has already been paid.' }, 409) });
    const dialog = await screen.findByTestId('app-dialog');
    expect(dialog).toHaveTextContent(M.sessionFailedTitle);
    expect(dialog).toHaveTextContent('This order has already been paid.');
    expect(outcomes).toEqual(['failed:This order has already been paid.']);
  });
});

describe('frame messages', () => {
  const frameWindow = {} as Window;
  const frame = { origin: 'http://localhost:3000', window: frameWindow };
  it('takes a known type with its message from the frame only', () => {
    expect(frameMessageOf({ origin: frame.origin, source: frameWindow, data: { type: 'fail', message: 'Declined' } }, frame)).toEqual({ type: 'fail', message: 'Declined' });
    expect(frameMessageOf({ origin: frame.origin, source: frameWindow, data: { type: 'view' } }, frame)).toEqual({ type: 'view' });
    expect(frameMessageOf({ origin: 'http://other', source: frameWindow, data: { type: 'view' } }, frame)).toBeNull();
    expect(frameMessageOf({ origin: frame.origin, source: null, data: { type: 'view' } }, frame)).toBeNull();
    expect(frameMessageOf({ origin: frame.origin, source: frameWindow, data: { type: 'pay' } }, frame)).toBeNull();
    expect(frameMessageOf({ origin: frame.origin, source: frameWindow, data: { type: 'view' } }, { ...frame, window: null })).toBeNull();
  });
  it('sets sessionId and orderId on the payment URL', () => {
    const url = frameUrlOf('/payments/p', { paymentSessionId: 's1', orderId: 'o1' }, 'http://localhost:3000');
    expect(url.toString()).toBe('http://localhost:3000/payments/p?sessionId=s1&orderId=o1');
  });
});
