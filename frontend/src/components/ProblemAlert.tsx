// A refused request where the user looks: the problem's detail and each field error that says something else,
// with a retry where trying again can help (a failed load).
import { Alert, Button, List } from '@chakra-ui/react';
import { problemLines } from '../lib/api/problem.ts';

export function ProblemAlert({ problem, fallback, onRetry, retryLabel = 'Try again', testId }: {
  /** The problem body (an ApiError's `problem`, or openapi-fetch's `error`). */
  problem: unknown;
  /** What shows when the problem says nothing (e.g. the error's own message). */
  fallback?: string;
  onRetry?(): void;
  retryLabel?: string;
  testId?: string;
}) {
  const [head, ...more] = problemLines(problem, fallback);
  return (
    <Alert.Root status="error" data-testid={testId} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{head}</Alert.Title>
        {more.length > 0 && (
          <Alert.Description>
            <List.Root ps="4">{more.map((line) => <List.Item key={line}>{line}</List.Item>)}</List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
      {onRetry && <Button size="sm" variant="outline" onClick={onRetry}>{retryLabel}</Button>}
    </Alert.Root>
  );
}
