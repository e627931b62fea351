// The payment page (003 §2, §4, §8): the simulator's card form (inline card errors, a declined card, the
// authentication step, a saved card), Stripe Elements when a publishable key is set, an already paid order,
// a payment not known yet (asked again, then 'Payment Data cannot be found, please contact the provider.'),
// a refusal, and the messages posted to the embedding frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { PAYMENT_MESSAGES } from './constants.ts';
import { PAYMENT_PATHS } from './paths.ts';
import type { PaymentIntentData } from '../../lib/api/generated/payment.ts';
import { PaymentPage } from './PaymentPage.tsx';

vi.mock('./constants.ts', async (original) => ({
  ...(await original<typeof import('./constants.ts')>()), PAYMENT_NOT_FOUND_RETRY_MS: 400, PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS: 50,
}));

// Stripe.js is not loaded in tests: its React bindings are stood in for, with a confirmCardPayment to inspect.
const stripe = { confirmCardPayment: vi.fn() };
const cardElement = { kind: 'card-element' };
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => stripe) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => cardElement }),
}));

const ORDER = '3a1d7d2f-9e2b-4d4c-8a5f-2b3c4d5e6f70';
const SESSION = '6d2e8f3a-1b4c-4d5e-8f9a-0b1c2d3e4f5a';
const PAGE = `${PAYMENT_PATHS.paymentPage}?sessionId=${SESSION}&orderId=${ORDER}`;
const SECRET = 'pi_sim_0f1e2d3c4b5a_secret_9a8b7c6d5e4f';

const intent = (overrides: Partial<PaymentIntentData> = {}, cards: PaymentIntentData['order']['payment']['paymentInit']['cards'] = []): PaymentIntentData => ({
  paymentStatus: 'REQUIRES_PAYMENT', provider: 'simulator', publishableKey: null, paymentId: '2f0c6c1e-8d1a-4c3b-9f4e-1a2b3c4d5e6f',
  order: { id: ORDER, orderNumber: 1042, amount: 49900, currency: 'NZD', payment: { paymentInit: { clientSecret: SECRET, cards } } },
  user: { email: 'jo@harbour.example.com' }, ...overrides,
});

let posted: string[];
beforeEach(() => {
  posted = [];
  // The page runs in a frame: its parent receives the messages.
  Object.defineProperty(window, 'parent', {
    configurable: true,
    value: { postMessage: (message: { type: string }, origin: string) => { expect(origin).toBe(window.location.origin); posted.push(message.type); } },
  });
  stripe.confirmCardPayment.mockReset();
});
afterEach(() => {
  Object.defineProperty(window, 'parent', { configurable: true, value: window });
  vi.unstubAllGlobals();
});

const open = (handlers: Record<string, Handler>, path = PAGE) => {
  const stub = stubFetch(handlers);
  const view = renderRoutes([{ path: PAYMENT_PATHS.paymentPage, element: <PaymentPage /> }], path, authState(makeUser(['agent'], { kind: 'dashboard' } as never)));
  return { ...stub, ...view };
};
const fillCard = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
};

describe('payment page with the simulator', () => {
  it('checks the card inline, pays with 4242 4242 4242 4242 saving the card, and posts loading then view', async () => {
    const { calls } = open({
      'POST /api/payments/paymentIntents': () => json(intent()),
      'POST /api/payments/simulator/confirm': () => json({ status: 'succeeded' }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Order# 1042')).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$499.00');
    expect(screen.getByTestId('simulator-banner')).toHaveTextContent(PAYMENT_MESSAGES.simulated);
    expect(calls[0]!.body).toEqual({ orderId: ORDER, sessionId: SESSION });

    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.expiryInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.cvcInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/confirm'))).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await fillCard(user, '4242424242424242');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Expiry' })).toHaveValue('12/30');
    await user.click(screen.getByText('Save this card for next time'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.paid)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/payments/simulator/confirm')!.body).toEqual({
      clientSecret: SECRET, paymentMethod: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }, saveCard: true,
      receiptEmail: 'jo@harbour.example.com',
    });
    expect(posted).toEqual(['loading', 'loading', 'view']); // the page's load, then the payment (not the refused card)
  });

  it("shows 'Your Payment was not success.' with the card's message for a declined card and posts fail; the form stays", async () => {
    open({
      'POST /api/payments/paymentIntents': () => json(intent()),
      'POST /api/payments/simulator/confirm': () => json({ status: 'failed', message: 'Your card was declined.' }),
    });
    const user = userEvent.setup();
    await screen.findByText('Order# 1042');
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const failure = await screen.findByTestId('payment-failure');
    expect(failure).toHaveTextContent(PAYMENT_MESSAGES.notSuccess);
    expect(failure).toHaveTextContent('Your card was declined.');
    expect(posted.at(-1)).toBe('fail');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('asks for authentication when the card requires it, then pays', async () => {
    const { calls } = open({
      'POST /api/payments/paymentIntents': () => json(intent()),
      'POST /api/payments/simulator/confirm': () => json({ status: 'requires_action', nextActionUrl: '/x' }),
      'POST /api/payments/simulator/authenticate': () => json({ status: 'succeeded' }),
    });
    const user = userEvent.setup();
    await screen.findByText('Order# 1042');
    await fillCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.authenticate)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.paid)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/authenticate'))!.body).toEqual({ clientSecret: SECRET, approve: true });
    expect(posted.at(-1)).toBe('view');
  });

  it('pays with a saved card, and offers a new card instead', async () => {
    const { calls } = open({
      'POST /api/payments/paymentIntents': () => json(intent({}, [{ id: 'pm_saved', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }])),
      'POST /api/payments/simulator/confirm': () => json({ status: 'succeeded' }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('VISA •••• 4242 (12/30)')).toBeInTheDocument();
    expect(screen.getByText('A new card')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull(); // hidden while a saved card is chosen
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(PAYMENT_MESSAGES.paid);
    expect(calls.find((c) => c.url.pathname.endsWith('/confirm'))!.body).toEqual({
      clientSecret: SECRET, paymentMethod: { cardId: 'pm_saved' }, saveCard: false, receiptEmail: 'jo@harbour.example.com',
    });
  });

  it('posts close on Cancel and redirect on View order', async () => {
    open({ 'POST /api/payments/paymentIntents': () => json(intent()) });
    const user = userEvent.setup();
    await screen.findByText('Order# 1042');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'View order' }));
    expect(posted).toEqual(['loading', 'close', 'redirect']);
  });
});

describe('payment page states', () => {
  it('shows that an order already paid has been paid', async () => {
    open({ 'POST /api/payments/paymentIntents': () => json(intent({ paymentStatus: 'SUCCEEDED', order: { ...intent().order, payment: { paymentInit: { clientSecret: null, cards: [] } } } })) });
    expect(await screen.findByTestId('payment-received')).toHaveTextContent(PAYMENT_MESSAGES.received);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('asks again while the payment is not known yet, then shows the form', async () => {
    let asked = 0;
    open({ 'POST /api/payments/paymentIntents': () => (++asked < 3 ? json({ status: 404, detail: PAYMENT_MESSAGES.notFound }, 404) : json(intent())) });
    expect(await screen.findByText('Order# 1042')).toBeInTheDocument();
    expect(asked).toBe(3);
    expect(posted).toEqual(['loading']);
  });

  it("gives up after the retry window: 'Payment Data cannot be found, please contact the provider.' and posts close", async () => {
    open({ 'POST /api/payments/paymentIntents': () => json({ status: 404, detail: PAYMENT_MESSAGES.notFound }, 404) });
    const state = await screen.findByTestId('payment-not-found');
    expect(state).toHaveTextContent(PAYMENT_MESSAGES.somethingWrong);
    expect(state).toHaveTextContent(PAYMENT_MESSAGES.notFound);
    expect(posted).toEqual(['loading', 'close']);
  });

  it('says the link is incomplete without its parameters', async () => {
    const { calls } = open({}, `${PAYMENT_PATHS.paymentPage}?orderId=${ORDER}`);
    expect(await screen.findByTestId('payment-not-found')).toHaveTextContent(PAYMENT_MESSAGES.notFound);
    expect(calls).toHaveLength(0);
    expect(posted).toEqual(['close']);
  });

  it("shows 'Payment Fail' with the server's message for any other refusal, and posts close and redirect", async () => {
    open({ 'POST /api/payments/paymentIntents': () => json({ status: 409, detail: 'This order is not paid by card.' }, 409) });
    const state = await screen.findByTestId('payment-refused');
    expect(state).toHaveTextContent(PAYMENT_MESSAGES.failTitle);
    expect(state).toHaveTextContent('This order is not paid by card.');
    await waitFor(() => expect(posted).toEqual(['loading', 'close', 'redirect']));
  });
});

describe('payment page with Stripe', () => {
  it('uses Stripe Elements when a publishable key is set and confirms the card with the client secret', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { calls } = open({ 'POST /api/payments/paymentIntents': () => json(intent({ provider: 'stripe', publishableKey: 'pk_test_1' })) });
    const user = userEvent.setup();
    expect(await screen.findByTestId('card-element')).toBeInTheDocument();
    expect(screen.queryByTestId('simulator-banner')).toBeNull();
    await user.click(screen.getByText('Save this card for next time'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.paid)).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith(SECRET, {
      payment_method: { card: cardElement, billing_details: { email: 'jo@harbour.example.com' } },
      receipt_email: 'jo@harbour.example.com', setup_future_usage: 'off_session',
    });
    expect(calls.filter((c) => c.url.pathname.includes('/simulator/'))).toHaveLength(0);
    expect(posted.at(-1)).toBe('view');
  });

  it("shows Stripe's card error as a failed payment", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    open({ 'POST /api/payments/paymentIntents': () => json(intent({ provider: 'stripe', publishableKey: 'pk_test_1' })) });
    const user = userEvent.setup();
    await screen.findByTestId('card-element');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('payment-failure')).toHaveTextContent('Your card has insufficient funds.');
    expect(posted.at(-1)).toBe('fail');
  });
});
