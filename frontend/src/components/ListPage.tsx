// The one shell of a list: a server-side search (2 characters, debounced: useListSearch), filters, the
// table with its empty state, paging, and a failed or refused load with the problem's messages in place of the
// rows (QueryState): a filter the server refuses (a future 'From' date) says why there, never leaving the rows of
// the previous filter on show as if they answered it. ListView is the list
// alone (for a list inside a page, e.g. a settings tab); ListPage adds the page's title and actions.
import type { ReactNode } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import { DataTable, Pager, type Column } from './DataTable.tsx';
import { SearchBox, type ListSearch } from './ListSearch.tsx';
import { Page } from './Page.tsx';
import { QueryState, type Loadable } from './QueryState.tsx';

export interface ListViewProps<T extends { id: string }> {
  /** The search and page (useListSearch); the page's list hook reads them. */
  list: ListSearch;
  /** The list hook's answer. */
  query: Loadable<{ items: T[]; count: number }> & { isValidating?: boolean };
  search: { label: string; placeholder?: string; searchingText?: string };
  /** Filters beside the search (each resets the page when it changes: `list.setPage(1)`). */
  filters?: ReactNode;
  columns: Column<T>[];
  pageSize: number;
  /** What an empty list says. */
  empty: ReactNode;
  onOpen?(row: T): void;
  canOpen?(row: T): boolean;
  /** Shown between the filters and the table (e.g. the totals of the matching rows). */
  summary?: ReactNode;
}

export function ListView<T extends { id: string }>({ list, query, search, filters, columns, pageSize, empty, onOpen, canOpen, summary }: ListViewProps<T>) {
  const table = (rows: T[] | undefined) => (
    <DataTable columns={columns} rows={rows} loading={!rows} empty={empty} onRowClick={onOpen} canClickRow={canOpen} />
  );
  return (
    <Stack gap="3">
      <HStack align="start" gap="4" wrap="wrap">
        <SearchBox label={search.label} placeholder={search.placeholder} value={list.value} onChange={list.setValue} tooShort={list.tooShort}
          searching={list.pending || (!!list.search && !!query.isValidating)} searchingText={search.searchingText} />
        {/* Several filters sit side by side (each as wide as one used to be), wrapping only when the page is narrow. */}
        {filters && <HStack align="start" gap="3" wrap="wrap" flex="1" css={{ '& > *': { width: 'xs', maxWidth: 'full' } }}>{filters}</HStack>}
      </HStack>
      {!query.error && summary}
      <QueryState query={query} loading={table(undefined)} refusalFirst>{(data) => table(data.items)}</QueryState>
      {!query.error && <Pager page={list.page} pageSize={pageSize} count={query.data?.count ?? 0} onPageChange={list.setPage} />}
    </Stack>
  );
}

export function ListPage<T extends { id: string }>({ title, actions, ...view }: ListViewProps<T> & { title: ReactNode; actions?: ReactNode }) {
  return <Page title={title} actions={actions}><ListView {...view} /></Page>;
}
