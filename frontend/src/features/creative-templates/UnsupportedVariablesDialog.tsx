// The answer to unsupported variables found before saving (003 §5): each file's unknown `{{ variables }}`
// with their line numbers, then 'Proceed Anyway' (save as it is) or Cancel (back to the editor).
import { useCallback, useRef, useState } from 'react';
import { Button, Code, List, Stack, Text } from '@chakra-ui/react';
import type { UnsupportedVariable } from '../../lib/api/generated/creative.ts';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { CREATIVE_MESSAGES } from './messages.ts';

export interface Unsupported {
  fileName: string;
  variables: UnsupportedVariable[];
}

/** The dialog to render, and `ask`, which shows it and resolves with the answer (true: proceed). */
export function useUnsupportedVariablesDialog() {
  const [found, setFound] = useState<Unsupported[] | null>(null);
  const resolver = useRef<(proceed: boolean) => void>(undefined);
  const ask = useCallback((list: Unsupported[]) => new Promise<boolean>((resolve) => {
    resolver.current = resolve;
    setFound(list);
  }), []);
  const answer = (proceed: boolean) => {
    setFound(null);
    resolver.current?.(proceed);
    resolver.current = undefined;
  };
  const dialog = found && (
    <ModalDialog title={CREATIVE_MESSAGES.unsupportedTitle} onClose={() => answer(false)} testId="unsupported-variables" closeOnInteractOutside={false}
      footer={(
        <>
          <Button variant="outline" onClick={() => answer(false)}>Cancel</Button>
          <Button colorPalette="orange" onClick={() => answer(true)}>{CREATIVE_MESSAGES.proceedAnyway}</Button>
        </>
      )}>
      <Stack gap="3">
        <Text>{CREATIVE_MESSAGES.unsupportedIntro}</Text>
        {found.map((f) => (
          <Stack key={f.fileName} gap="1">
            <Text fontWeight="medium">{f.fileName}</Text>
            <List.Root ps="5">
              {f.variables.map((v) => (
                <List.Item key={`${v.name}-${v.lineNumber}`} data-testid="unsupported-variable">
                  <Code>{`{{ ${v.name} }}`}</Code> on line {v.lineNumber}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        ))}
      </Stack>
    </ModalDialog>
  );
  return { dialog, ask };
}
