// The payment frame (002 §2 dialogs, §4, §7, §8): a card order is paid in the payment page (features/payments,
// /payments/p) shown in a frame inside this dialog. Opening asks the payment API for a session
// (createPaymentSession; an order whose event has not reached the payment context yet is asked for again for a
// few seconds) and frames its payment URL with the sessionId and orderId. What the page posts (./frameMessage.ts,
// from the frame's own window and origin only):
//   loading   the page is working: our spinner over the frame gives way to the page's own
//   close     closes the dialog (onClose)
//   redirect  closes the dialog and goes to the orders tab (002 §2: after a payment the index with tab=orders)
//   view      paid: closes, the success dialog 'Your order has been successfully paid. …', then onPaid
//   fail      closes, the error dialog 'Your Payment was not success.' with the provider's message, then onFailed
// A click outside the frame closes it (onClose).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Center, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useDialogs, type AlertOptions } from '../../components/Dialogs.tsx';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useCreatePaymentSession } from '../../lib/api/generated/payment.ts';
import { PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS, PAYMENT_NOT_FOUND_RETRY_MS } from '../payments/constants.ts';
import { dashboardTabPath } from '../customer-dashboard/paths.ts';
import { frameMessageOf, frameUrlOf } from './frameMessage.ts';
import { PAYMENT_FRAME_DIALOG_MESSAGES as M } from './messages.ts';

/**
 * Each opening reports one outcome (onPaid, onFailed or onClose); the caller then sets `open` false (or unmounts
 * the dialog), and the outcome's dialog (paid, or the failure) shows once the frame has closed.
 */
export interface PaymentFrameDialogProps {
  orderId: string;
  open: boolean;
  /** The order has been paid (the success dialog already shows). */
  onPaid(): void;
  /** The payment failed, or could not be started (the error dialog already shows), with the message shown. */
  onFailed(message: string): void;
  /** The dialog closed without an outcome (a click outside, Cancel in the page, or the page's redirect). */
  onClose(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh Idempotency-Key per opening: the retries of one opening get the same session. */
const newKey = () => `payment-session-${crypto.randomUUID()}`;

type Session = { state: 'asking' } | { state: 'framed'; url: URL };

export function PaymentFrameDialog({ orderId, open, onPaid, onFailed, onClose }: PaymentFrameDialogProps) {
  const createSession = useCreatePaymentSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>({ state: 'asking' });
  const [frameBusy, setFrameBusy] = useState(true);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The latest callbacks, so a parent re-rendering with new functions neither asks for a session again nor
  // listens twice; `settled` makes the first outcome of an opening the only one (the page may post close and
  // redirect one after the other).
  const handlers = useRef({ onPaid, onFailed, onClose });
  handlers.current = { onPaid, onFailed, onClose };
  const settled = useRef(false);
  // The outcome's dialog shows once the frame has closed (`open` false) or gone (the caller unmounted it): opened
  // over the closing frame, it would be dismissed with it.
  const pending = useRef<(AlertOptions & { kind: 'success' | 'error' }) | null>(null);
  const flush = useCallback(() => {
    const outcome = pending.current;
    if (!outcome) return;
    pending.current = null;
    const { kind, ...options } = outcome;
    if (kind === 'success') dialogs.success(options);
    else dialogs.error(options);
  }, [dialogs]);
  useEffect(() => { if (!open) flush(); }, [open, flush]);
  useEffect(() => flush, [flush]);

  // Ask for the session when the dialog opens.
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    settled.current = false;
    setSession({ state: 'asking' });
    setFrameBusy(true);
    const key = newKey();
    void (async () => {
      const deadline = Date.now() + PAYMENT_NOT_FOUND_RETRY_MS;
      for (;;) {
        let answer: Awaited<ReturnType<typeof createSession>> | undefined;
        try {
          answer = await createSession({ body: { orderId }, params: { header: { 'Idempotency-Key': key } }, ...optOut() });
        } catch {
          answer = undefined;
        }
        if (!live) return;
        if (answer?.data) return setSession({ state: 'framed', url: frameUrlOf(answer.data.paymentUrl, answer.data) });
        const status = answer?.response.status;
        if (status === 404 && Date.now() + PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS <= deadline) {
          await sleep(PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS);
          if (!live) return;
          continue;
        }
        const message = problemMessage(answer?.error, M.sessionFailed);
        settled.current = true;
        pending.current = { kind: 'error', title: M.sessionFailedTitle, message, ok: true };
        return handlers.current.onFailed(message);
      }
    })();
    return () => { live = false; };
  }, [open, orderId, createSession]);

  // Listen to the frame while it shows: attached in the commit that inserts the frame (a layout effect), so no
  // message the page posts can arrive before the listener does, however soon it loads.
  const url = session.state === 'framed' ? session.url : null;
  useLayoutEffect(() => {
    if (!open || !url) return undefined;
    const listener = (event: MessageEvent) => {
      const message = frameMessageOf(event, { origin: url.origin, window: frameRef.current?.contentWindow });
      if (!message) return;
      if (message.type === 'loading') return setFrameBusy(false);
      if (settled.current) return;
      settled.current = true;
      switch (message.type) {
        case 'close':
          return handlers.current.onClose();
        case 'redirect':
          handlers.current.onClose();
          return void navigate(dashboardTabPath('orders'));
        case 'view':
          pending.current = { kind: 'success', title: M.paidTitle, message: M.paid, ok: true };
          return handlers.current.onPaid();
        case 'fail':
          pending.current = { kind: 'error', title: M.notSuccess, message: message.message, ok: true };
          return handlers.current.onFailed(message.message ?? M.notSuccess);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [open, url, navigate]);

  const close = () => {
    if (settled.current) return;
    settled.current = true;
    handlers.current.onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => { if (!e.open) close(); }}
      // 002 §4: a click outside the frame closes it.
      closeOnInteractOutside
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="payment-frame-dialog" overflow="hidden">
            <Dialog.Title srOnly>{M.frameTitle}</Dialog.Title>
            <Box position="relative" minH={{ base: '100dvh', md: '640px' }}>
              {url && (
                <iframe
                  ref={frameRef}
                  title={M.frameTitle}
                  src={url.toString()}
                  data-testid="payment-frame"
                  onLoad={() => setFrameBusy(false)}
                  style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
                />
              )}
              {(!url || frameBusy) && (
                <Center position="absolute" inset="0" bg="bg" aria-busy="true" data-testid="payment-frame-loading"><Spinner size="lg" /></Center>
              )}
            </Box>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close payment" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
