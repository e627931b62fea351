// The order flow's error dialog (002 §8): 'Oops!' with an 'Okay' button, for a missing billing account, a
// product that could not be selected and an order the API refused (its own message). It stays until the
// user says Okay (or clicks outside): the flow waits for the user to read why it stopped.
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { ORDER_MESSAGES as M } from './messages.ts';

export function OopsDialog({ messages, title = M.oopsTitle, onClose }: { messages: readonly string[] | null; title?: string; onClose(): void }) {
  if (!messages?.length) return null;
  return (
    <Dialog.Root open onOpenChange={(e) => { if (!e.open) onClose(); }} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="order-oops" mx="3">
            <Dialog.Header>
              <Dialog.Title color="red.600">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">{messages.map((m) => <Text key={m}>{m}</Text>)}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{M.okay}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
