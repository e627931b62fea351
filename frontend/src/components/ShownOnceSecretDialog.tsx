// The dialog that shows a new secret the one time it can be seen (an API key, an invitation link), with
// a copy button. Its texts default to the API key's.
import type { ReactNode } from 'react';
import { Button, Clipboard, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { ModalDialog } from './ModalDialog.tsx';

export function ShownOnceSecretDialog({
  secret, onClose, testId, title = 'New API key', description = 'Copy the key now. It is shown only once and cannot be retrieved later.',
  copyLabel = 'Copy API key', footer,
}: {
  secret: string | null; onClose(): void; testId: string;
  title?: string; description?: ReactNode; copyLabel?: string;
  /** Shown under the secret (e.g. when it expires). */
  footer?: ReactNode;
}) {
  return (
    <ModalDialog open={!!secret} onClose={onClose} closeOnInteractOutside={false} title={title} footer={<Button onClick={onClose}>Done</Button>}>
      <Stack gap="3">
        <Text>{description}</Text>
        <HStack>
          <Code data-testid={testId} p="2" wordBreak="break-all" flex="1">{secret}</Code>
          <Clipboard.Root value={secret ?? ''}>
            <Clipboard.Trigger asChild>
              <IconButton aria-label={copyLabel} variant="outline" size="sm"><Clipboard.Indicator copied="✓"><LuCopy /></Clipboard.Indicator></IconButton>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
        {footer}
      </Stack>
    </ModalDialog>
  );
}
