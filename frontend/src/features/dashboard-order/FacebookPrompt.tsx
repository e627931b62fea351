// The Facebook log-in prompt (002 §2 dialogs) with its do-not-ask-again option: asked once the chosen product
// has a Facebook campaign, when the dashboard enables account linking (controls.enableFBAccountLink), a
// Facebook log-in is configured on this install and the user has none linked (rules.shouldAskFacebook). Log in
// goes to the provider's start, as the linked-accounts settings do; "do not ask again" is remembered in this
// browser (localStorage), per user.
import { useState } from 'react';
import { Button, Checkbox, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { ORDER_MESSAGES as M } from './messages.ts';
import { facebookPromptKey } from './rules.ts';

export const dontAskFacebook = (userId: string): boolean => {
  try {
    return window.localStorage.getItem(facebookPromptKey(userId)) === '1';
  } catch {
    return false;
  }
};

export function FacebookPrompt({ open, userId, loginUrl, onClose }: { open: boolean; userId: string; loginUrl: string; onClose(): void }) {
  const [dontAsk, setDontAsk] = useState(false);
  const close = () => {
    if (dontAsk) {
      try {
        window.localStorage.setItem(facebookPromptKey(userId), '1');
      } catch {
        // Storage refused (private mode): the prompt asks again next time, nothing else is lost.
      }
    }
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open) close(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="order-facebook-prompt" mx="3">
            <Dialog.Header><Dialog.Title>{M.facebookPromptTitle}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{M.facebookPrompt}</Text>
                <Checkbox.Root checked={dontAsk} onCheckedChange={(e) => setDontAsk(!!e.checked)}>
                  <Checkbox.HiddenInput name="dontAskFacebook" />
                  <Checkbox.Control />
                  <Checkbox.Label>{M.doNotAskAgain}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>Not now</Button>
              <Button colorPalette="blue" onClick={() => { close(); window.location.assign(loginUrl); }}>Log in with Facebook</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
