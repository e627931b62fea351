// What the payment page's forms share, whichever provider confirms the card: the intent as the page shows
// it (createPaymentIntent's answer), the choice the user made, and what a confirmation comes to.

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The parts of createPaymentIntent's answer the page uses (openapi/payment PaymentIntent). */
export interface IntentView {
  paymentStatus: 'REQUIRES_PAYMENT' | 'SUCCEEDED' | 'PROCESSING';
  provider: 'stripe' | 'simulator';
  publishableKey: string | null;
  order: {
    id: string;
    orderNumber: number;
    amount: number;
    currency: string;
    /** null once the order is paid. */
    payment: { paymentInit: { clientSecret: string | null; cards: SavedCard[] } };
  };
  /** The receipt e-mail. */
  user: { email: string | null };
}

/** A saved card (its id) or a new one, and whether a new card is kept for next time. */
export interface CardChoice {
  cardId?: string;
  saveCard: boolean;
}

/** Where a confirmation ended: paid, refused (with the provider's message), waiting for the bank, or still processing. */
export type Outcome =
  | { status: 'succeeded' }
  | { status: 'processing' }
  | { status: 'failed'; message: string }
  | { status: 'requires_action'; authenticate(approve: boolean): Promise<Outcome> };

/** Confirms the payment with the card chosen; a card form refusing its own input answers `null` (its fields say why). */
export type Confirm = (choice: CardChoice) => Promise<Outcome | null>;

export const cardLabel = (c: SavedCard) =>
  `${c.brand.toUpperCase()} •••• ${c.last4} (${String(c.expMonth).padStart(2, '0')}/${String(c.expYear).slice(-2)})`;
