// An alert that lists reasons: what the housing guardrail changed, why the network rejected an ad or a
// campaign, what the check before submission warns of. Anything after the list (help) comes as children.
import type { ReactNode } from 'react';
import { Alert, List } from '@chakra-ui/react';

export function ReasonsAlert({ status, testId, title, reasons, children }: {
  status: 'info' | 'warning' | 'error'; testId: string; title: string; reasons: readonly string[]; children?: ReactNode;
}) {
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">{reasons.map((r) => <List.Item key={r}>{r}</List.Item>)}</List.Root>
          {children}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
