// The one shell of a page about one loaded item (an edit or view page): loading, not found (a 404, or an id that
// cannot exist), forbidden (403) and a failed load are QueryState's; with the item, its title, actions and
// content. A refused save is the form's (useApiForm keeps it as typed, with the messages at its fields and its
// top), and leaving it with unsaved changes asks first (the frame's guard, lib/forms/unsavedChanges.tsx); the
// shell never swaps a shown item for a spinner.
import type { ReactNode } from 'react';
import { Page } from './Page.tsx';
import { QueryState, type Loadable } from './QueryState.tsx';

export function EditPage<T>({ query, title, actions, back, noun, children }: {
  query: Loadable<T>;
  title(item: T): ReactNode;
  actions?(item: T): ReactNode;
  /** The list this item belongs to: where the not-found state leads. */
  back: { to: string; label: string };
  /** What the item is, for the not-found state ('office'). */
  noun: string;
  children(item: T): ReactNode;
}) {
  return (
    <QueryState query={query} back={back} noun={noun}>
      {(item) => <Page title={title(item)} actions={actions?.(item)}>{children(item)}</Page>}
    </QueryState>
  );
}
