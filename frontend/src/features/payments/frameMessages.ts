// The messages the payment page posts to the page that embeds it in a frame (003 §4; 002 §5: redirect, close,
// loading, view — paid, success dialog — and fail — error dialog). The frame is ours (the app's CSP allows
// only its own origin as frame ancestor), so messages go to this origin only.
import type { PaymentFrameMessage } from './constants.ts';

/** Whether the page runs inside a frame (else it is open on its own, e.g. from a link). */
export const isFramed = (): boolean => {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
};

/**
 * Posts `{ type }` to the embedding page (nothing when the page is not framed); 'fail' carries the provider's
 * message too (`{ type, message }`), which the embedding page shows under 'Your Payment was not success.'.
 */
export function postToParent(type: PaymentFrameMessage, message?: string): void {
  if (!isFramed()) return;
  window.parent.postMessage(message ? { type, message } : { type }, window.location.origin);
}
