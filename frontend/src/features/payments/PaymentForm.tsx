// The payment form both providers share (003 §2, §4, §8): the order's number and amount, a saved card or a
// new one (the provider's fields: Stripe Elements or the simulator's own), keeping a new card for next time,
// Submit, Cancel and View order. While a confirmation runs it posts 'loading'; a paid order shows the paid
// message and posts 'view'; a refusal shows 'Your Payment was not success.' with the provider's message and
// posts 'fail' (the form stays, to try again); a card that asks for authentication shows that step first.
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, Checkbox, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '../../constants.ts';
import { orderNumberLabel } from '../orders/constants.ts';
import { PAYMENT_MESSAGES } from './constants.ts';
import { postToParent } from './frameMessages.ts';
import { cardLabel, type Confirm, type IntentView, type Outcome } from './paymentFlow.ts';

const NEW_CARD = 'new';

type State =
  | { step: 'form' }
  | { step: 'working' }
  | { step: 'authenticate'; authenticate(approve: boolean): Promise<Outcome> }
  | { step: 'paid' }
  | { step: 'processing' };

export function PaymentForm({ intent, newCard, check, confirm, onCancel, onViewOrder }: {
  intent: IntentView;
  /** The provider's new-card fields. */
  newCard: ReactNode;
  /** The new card's own check before anything is sent or posted (false: its fields say why). */
  check?(): boolean;
  confirm: Confirm;
  onCancel(): void;
  onViewOrder(): void;
}) {
  const cards = intent.order.payment.paymentInit.cards;
  const [chosen, setChosen] = useState(cards[0]?.id ?? NEW_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [state, setState] = useState<State>({ step: 'form' });
  const [failure, setFailure] = useState<string | null>(null);

  const settle = (outcome: Outcome | null) => {
    if (!outcome) return setState({ step: 'form' });
    if (outcome.status === 'succeeded') {
      setState({ step: 'paid' });
      postToParent('view');
    } else if (outcome.status === 'processing') {
      // 003 §4: any status but succeeded posts 'fail'; the page says the payment is being processed.
      setState({ step: 'processing' });
      postToParent('fail', PAYMENT_MESSAGES.processing);
    } else if (outcome.status === 'requires_action') {
      setState({ step: 'authenticate', authenticate: outcome.authenticate });
    } else {
      setFailure(outcome.message);
      setState({ step: 'form' });
      postToParent('fail', outcome.message);
    }
  };
  const run = async (work: () => Promise<Outcome | null>) => {
    setFailure(null);
    setState({ step: 'working' });
    postToParent('loading');
    try {
      settle(await work());
    } catch (error) {
      settle({ status: 'failed', message: error instanceof Error && error.message ? error.message : PAYMENT_MESSAGES.somethingWrong });
    }
  };
  const submit = async () => {
    if (chosen === NEW_CARD && check && !check()) return;
    await run(() => confirm(chosen === NEW_CARD ? { saveCard } : { cardId: chosen, saveCard: false }));
  };

  const amount = formatMoney(intent.order.amount, intent.order.currency);
  const header = (
    <Stack gap="1">
      <Heading size="lg">{orderNumberLabel(intent.order.orderNumber)}</Heading>
      <Text fontSize="2xl" fontWeight="semibold" data-testid="payment-amount">{amount}</Text>
    </Stack>
  );
  const viewOrder = <Button variant="outline" onClick={onViewOrder}>View order</Button>;

  if (state.step === 'paid' || state.step === 'processing') {
    return (
      <PaymentCard>
        {header}
        <Alert.Root status={state.step === 'paid' ? 'success' : 'info'} data-testid="payment-result">
          <Alert.Indicator />
          <Alert.Title>{state.step === 'paid' ? PAYMENT_MESSAGES.paid : PAYMENT_MESSAGES.processing}</Alert.Title>
        </Alert.Root>
        <HStack>{viewOrder}</HStack>
      </PaymentCard>
    );
  }

  const working = state.step === 'working';
  return (
    <PaymentCard>
      {header}
      {failure !== null && (
        <Alert.Root status="error" data-testid="payment-failure">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{PAYMENT_MESSAGES.notSuccess}</Alert.Title>
            {failure && <Alert.Description>{failure}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      {state.step === 'authenticate' ? (
        <Stack gap="3" data-testid="payment-authentication">
          <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{PAYMENT_MESSAGES.authenticate}</Alert.Title></Alert.Root>
          <HStack>
            <Button colorPalette="blue" onClick={() => void run(() => state.authenticate(true))}>Complete authentication</Button>
            <Button variant="outline" colorPalette="red" onClick={() => void run(() => state.authenticate(false))}>Fail authentication</Button>
          </HStack>
        </Stack>
      ) : (
        <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
          <Stack gap="4">
            {cards.length > 0 && (
              <RadioGroup.Root value={chosen} onValueChange={(e) => setChosen(e.value ?? NEW_CARD)} name="card" aria-label="Card">
                <Stack gap="2">
                  {cards.map((c) => (
                    <RadioGroup.Item key={c.id} value={c.id}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{cardLabel(c)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                  <RadioGroup.Item value={NEW_CARD}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>A new card</RadioGroup.ItemText>
                  </RadioGroup.Item>
                </Stack>
              </RadioGroup.Root>
            )}
            {/* The new card's fields stay mounted (Stripe's element keeps what was typed) and hide while a saved card is chosen. */}
            <Stack gap="3" display={chosen === NEW_CARD ? undefined : 'none'}>
              {newCard}
              <Checkbox.Root checked={saveCard} onCheckedChange={(e) => setSaveCard(!!e.checked)}>
                <Checkbox.HiddenInput name="saveCard" />
                <Checkbox.Control />
                <Checkbox.Label>Save this card for next time</Checkbox.Label>
              </Checkbox.Root>
            </Stack>
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="blue" loading={working}>Submit</Button>
              <Button variant="outline" onClick={onCancel} disabled={working}>Cancel</Button>
              {viewOrder}
            </HStack>
          </Stack>
        </form>
      )}
    </PaymentCard>
  );
}

/** The page's one card, centred. */
export const PaymentCard = ({ children }: { children: ReactNode }) => (
  <Box display="flex" justifyContent="center" py={{ base: '4', md: '10' }} px="4">
    <Card.Root w="full" maxW="lg" variant="elevated">
      <Card.Body><Stack gap="5">{children}</Stack></Card.Body>
    </Card.Root>
  </Box>
);
