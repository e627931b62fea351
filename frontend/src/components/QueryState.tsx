// What a page shows for data it loads, in one place: a spinner while loading, the not-found state for a
// 404 (never a spinner forever), a forbidden state for a 403 (the error catalogue normally leaves for
// /forbidden first), and for any other failure the reason with a retry. Data already shown stays shown when
// a revalidation fails, so a form being edited is never taken away.
import type { ReactNode } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import type { ApiError } from '../lib/api/problem.ts';
import { StatusState } from './ErrorPages.tsx';
import { PageSpinner } from './PageSpinner.tsx';

/** The part of an SWR answer the states read. */
export interface Loadable<T> {
  data?: T | undefined;
  error?: ApiError | undefined;
  isLoading?: boolean;
  mutate(): unknown;
}

export interface QueryStateProps<T> {
  query: Loadable<T>;
  children(data: T): ReactNode;
  /** Where the not-found and forbidden states lead back to. */
  back?: { to: string; label: string };
  /** What was not found, e.g. 'office'. */
  noun?: string;
  /** In place of the page-sized spinner (e.g. a small one in a card). */
  loading?: ReactNode;
}

export function QueryState<T>({ query, children, back, noun = 'page', loading }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  const status = query.error?.status;
  if (status === 404) {
    return <StatusState code="404" heading={`This ${noun} was not found`} testId="not-found-state"
      text={`It does not exist or has been removed.`} action={back} />;
  }
  if (status === 403) {
    return <StatusState code="403" heading="Forbidden" testId="forbidden-state" text="You do not have permission to view this page." action={back} />;
  }
  if (query.error) {
    return (
      <Alert.Root status="error" data-testid="load-error-state">
        <Alert.Indicator />
        <Alert.Content><Alert.Title>{query.error.message}</Alert.Title></Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.mutate()}>Try again</Button>
      </Alert.Root>
    );
  }
  return <>{loading ?? <PageSpinner />}</>;
}
