// A table with server-side pagination.
import type { ReactNode } from 'react';
import { Button, HStack, Table, Text } from '@chakra-ui/react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render(row: T): ReactNode;
  width?: string;
}

export function DataTable<T extends { id: string }>({ columns, rows, loading, empty = 'Nothing to show.', onRowClick, canClickRow }: {
  columns: Column<T>[]; rows: T[] | undefined; loading?: boolean; empty?: ReactNode; onRowClick?(row: T): void;
  /** Whether onRowClick applies to a row (default: every row). */
  canClickRow?(row: T): boolean;
}) {
  const clickable = (row: T) => !!onRowClick && (canClickRow?.(row) ?? true);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive={!!onRowClick} stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => <Table.ColumnHeader key={c.key} w={c.width}>{c.header}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows?.map((row) => (
            <Table.Row key={row.id} onClick={clickable(row) ? () => onRowClick?.(row) : undefined} cursor={clickable(row) ? 'pointer' : undefined}>
              {columns.map((c) => <Table.Cell key={c.key}>{c.render(row)}</Table.Cell>)}
            </Table.Row>
          ))}
          {!rows?.length && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py="6">
                {loading ? 'Loading…' : empty}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function Pager({ page, pageSize, count, onPageChange }: { page: number; pageSize: number; count: number; onPageChange(page: number): void }) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <HStack justify="space-between" py="2">
      <Text fontSize="sm" color="fg.muted">{count ? `${from}–${to} of ${count}` : 'No results'}</Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>Previous</Button>
        <Text fontSize="sm">Page {page} of {pages}</Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>Next</Button>
      </HStack>
    </HStack>
  );
}
