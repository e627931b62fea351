// The order flow's error dialog (002 §8): 'Oops!' with an 'Okay' button, for a missing billing account, a
// product that could not be selected and an order the API refused (its own message). It is the app's error
// dialog (components/Dialogs.tsx) kept until the user says Okay (or clicks outside): the flow waits for the
// user to read why it stopped.
import { useCallback } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useDialogs } from '../../components/Dialogs.tsx';
import { ORDER_MESSAGES as M } from './messages.ts';

/** Shows the messages, each on its own line, under the title ('Oops!' unless given); none shows nothing. */
export function useOops(): (messages: readonly string[], title?: string) => void {
  const dialogs = useDialogs();
  return useCallback((messages, title = M.oopsTitle) => {
    if (!messages.length) return;
    dialogs.error({
      title, okLabel: M.okay, stay: true, testId: 'order-oops',
      message: <Stack gap="2">{messages.map((m) => <Text key={m}>{m}</Text>)}</Stack>,
    });
  }, [dialogs]);
}
