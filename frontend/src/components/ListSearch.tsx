// Server-side list search (000 §7): the value is debounced, and only sent with at least
// SEARCH_MIN_LENGTH characters; shorter input shows a hint and searches nothing. A page of results
// resets to the first page whenever the effective search changes.
import { useEffect, useState } from 'react';
import { HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { MESSAGES, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, searchTerm } from '../constants.ts';

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** The state of a list's search and page. */
export type ListSearch = ReturnType<typeof useListSearch>;

export function useListSearch(debounceMs: number = SEARCH_DEBOUNCE_MS) {
  const [value, setValue] = useState('');
  const [page, setPage] = useState(1);
  const wanted = searchTerm(value);
  const search = useDebounced(wanted, debounceMs);
  useEffect(() => setPage(1), [search]);
  const trimmed = value.trim().length;
  return {
    value, setValue, page, setPage,
    /** What the list is searched for ('' for everything). */
    search,
    /** Some input, but too short to search. */
    tooShort: trimmed > 0 && trimmed < SEARCH_MIN_LENGTH,
    /** Typed, but the debounce has not passed yet. */
    pending: wanted !== search,
  };
}

export function SearchBox({ value, onChange, label, placeholder, tooShort, searching, searchingText }: {
  value: string; onChange(value: string): void; label: string; placeholder?: string; tooShort: boolean;
  /** A search is running (debouncing or loading). */
  searching?: boolean; searchingText?: string;
}) {
  return (
    <Stack gap="1" maxW="sm">
      <InputGroup startElement={<LuSearch />}>
        <Input placeholder={placeholder ?? label} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
      </InputGroup>
      {tooShort && <Text fontSize="xs" color="fg.muted">{MESSAGES.searchTooShort}</Text>}
      {!tooShort && searching && searchingText && (
        <HStack gap="2" role="status"><Spinner size="xs" /><Text fontSize="xs" color="fg.muted">{searchingText}</Text></HStack>
      )}
    </Stack>
  );
}
