// The overview's agent search (002 §6, §7, §9: for the roles in enableOverviewSearchRoles): the agents of the
// user's scope (listAgents; the server scopes them to the customer, a branch manager's offices …) whose full name
// matches what was typed, from 3 characters, at most 25, by full name; choosing one narrows the charts to them.
import { useState } from 'react';
import { Badge, Button, HStack, Input, InputGroup, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuSearch, LuX } from 'react-icons/lu';
import { useListAgents } from '../../lib/api/generated/customer.ts';
import { useDebounced } from '../../components/ListSearch.tsx';
import { AGENT_SEARCH_DEBOUNCE_MS, AGENT_SEARCH_LIMIT, AGENT_SEARCH_MIN_LENGTH } from './constants.ts';
import { OVERVIEW_TEXTS as T } from './messages.ts';

export interface ChosenAgent {
  id: string;
  name: string;
}

/** What is sent for what was typed: trimmed, or '' (no search) under 3 characters. */
export const agentSearchTerm = (typed: string): string => {
  const term = typed.trim();
  return term.length >= AGENT_SEARCH_MIN_LENGTH ? term : '';
};

export function AgentSearch({ value, onChange, contactLabel }: { value: ChosenAgent | null; onChange(agent: ChosenAgent | null): void; contactLabel: string }) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(agentSearchTerm(typed), AGENT_SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useListAgents(search && !value
    ? { params: { query: { search, searchField: 'fullName', limit: AGENT_SEARCH_LIMIT, sort: 'fullName' } } }
    : null);
  const tooShort = typed.trim().length > 0 && !agentSearchTerm(typed);
  if (value) {
    return (
      <HStack gap="2" data-testid="overview-agent">
        <Badge size="lg" colorPalette="blue">{T.showing(value.name)}</Badge>
        <Button size="xs" variant="ghost" onClick={() => { onChange(null); setTyped(''); }}><LuX /> {T.clearAgent}</Button>
      </HStack>
    );
  }
  return (
    <Stack gap="1" maxW="sm">
      <InputGroup startElement={<LuSearch />}>
        <Input size="sm" aria-label={T.agentSearch(contactLabel)} placeholder={T.agentSearchPlaceholder} value={typed} onChange={(e) => setTyped(e.target.value)} />
      </InputGroup>
      {tooShort && <Text fontSize="xs" color="fg.muted">{T.agentSearchTooShort}</Text>}
      {search && isLoading && <Spinner size="xs" />}
      {search && data && (data.items.length === 0
        ? <Text fontSize="xs" color="fg.muted">{T.noAgents(contactLabel)}</Text>
        : (
          <Wrap gap="1" data-testid="overview-agent-results">
            {data.items.map((a) => (
              <Button key={a.id} size="xs" variant="outline" onClick={() => onChange({ id: a.id, name: a.fullName ?? a.email ?? a.id })}>{a.fullName}</Button>
            ))}
          </Wrap>
        ))}
    </Stack>
  );
}
