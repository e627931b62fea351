// The dialog that shows a new secret (an API key) the one time it can be seen, with a copy button.
import { Button, Clipboard, CloseButton, Code, Dialog, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';

export function ShownOnceSecretDialog({ secret, onClose, testId }: { secret: string | null; onClose(): void; testId: string }) {
  return (
    <Dialog.Root open={!!secret} onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>New API key</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Copy the key now. It is shown only once and cannot be retrieved later.</Text>
                <HStack>
                  <Code data-testid={testId} p="2" wordBreak="break-all" flex="1">{secret}</Code>
                  <Clipboard.Root value={secret ?? ''}>
                    <Clipboard.Trigger asChild>
                      <IconButton aria-label="Copy API key" variant="outline" size="sm"><Clipboard.Indicator copied="✓"><LuCopy /></Clipboard.Indicator></IconButton>
                    </Clipboard.Trigger>
                  </Clipboard.Root>
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer><Button onClick={onClose}>Done</Button></Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
