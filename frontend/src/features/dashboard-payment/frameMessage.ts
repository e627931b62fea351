// Reading what the payment page in the frame posts (002 §4: redirect, close, loading, view, fail; the page's side
// is features/payments/frameMessages.ts). A message counts only when it comes from the frame's own window and
// origin with a known type: any other page may post to this window too.
import { PAYMENT_FRAME_MESSAGES, type PaymentFrameMessage } from '../payments/constants.ts';

export interface FrameMessage {
  type: PaymentFrameMessage;
  /** With 'fail': the provider's message, when the page gives one. */
  message?: string;
}

/** The frame's message, or null for anything else (another origin, another window, an unknown shape). */
export function frameMessageOf(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: { origin: string; window: Window | null | undefined }): FrameMessage | null {
  if (event.origin !== frame.origin || !frame.window || event.source !== frame.window) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return null;
  const { type, message } = data as { type?: unknown; message?: unknown };
  if (typeof type !== 'string' || !(PAYMENT_FRAME_MESSAGES as readonly string[]).includes(type)) return null;
  return typeof message === 'string' && message ? { type: type as PaymentFrameMessage, message } : { type: type as PaymentFrameMessage };
}

/**
 * The frame's address (002 §7): the session's payment URL (relative to the app's origin) with its sessionId and
 * orderId, set here whether or not the URL already carries them.
 */
export function frameUrlOf(paymentUrl: string, session: { paymentSessionId: string; orderId: string }, origin = window.location.origin): URL {
  const url = new URL(paymentUrl, origin);
  url.searchParams.set('sessionId', session.paymentSessionId);
  url.searchParams.set('orderId', session.orderId);
  return url;
}
