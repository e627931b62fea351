// What a page shows for data it loads, in one place: a spinner while loading, the not-found state for a
// 404 or for an address whose id cannot exist (a 400 about a path parameter: never `must match format "uuid"`
// with a retry that cannot help), a forbidden state for a 403 (the error catalogue normally leaves for
// /forbidden first), and for any other failure the problem's messages, with a retry where trying again can
// help (no answer, a server fault, a time-out or a rate limit; never a refusal of what was asked). Data already shown stays
// shown when a revalidation fails, so a form being edited is never taken away; a list says instead
// (`refusalFirst`), since rows of an earlier filter under a refused one would pass for its answer.
import type { ReactNode } from 'react';
import { isBadAddress, type ApiError } from '../lib/api/problem.ts';
import { StatusState } from './ErrorPages.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { ProblemAlert } from './ProblemAlert.tsx';

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
  /** A failed load shows even over data an earlier load brought (a list under a refused filter). */
  refusalFirst?: boolean;
}

/** Whether a failed load means "this does not exist": a 404, or an address whose id cannot exist. */
export const isNotFound = (error: ApiError | undefined) => !!error && (error.status === 404 || isBadAddress(error.status, error.problem));

/** Whether asking again may answer otherwise: no answer at all, a server fault, a time-out or a rate limit. */
export const mayRetry = (error: ApiError | undefined) => {
  const status = error?.status;
  return status === undefined || status >= 500 || status === 408 || status === 429;
};

export function QueryState<T>({ query, children, back, noun = 'page', loading, refusalFirst = false }: QueryStateProps<T>) {
  if (query.data !== undefined && !(refusalFirst && query.error)) return <>{children(query.data)}</>;
  if (!refusalFirst && isNotFound(query.error)) {
    return <StatusState code="404" heading={`This ${noun} was not found`} testId="not-found-state"
      text={`It does not exist or has been removed.`} action={back} />;
  }
  if (query.error?.status === 403) {
    return <StatusState code="403" heading="Forbidden" testId="forbidden-state" text="You do not have permission to view this page." action={back} />;
  }
  if (query.error) {
    const error = query.error;
    return <ProblemAlert problem={error.problem} fallback={error.message} testId="load-error-state"
      onRetry={mayRetry(error) ? () => void query.mutate() : undefined} />;
  }
  return <>{loading ?? <PageSpinner />}</>;
}
