// Step one's agents, called by the dashboard's contact label (002 §5, §9): the chosen ones as chips (the
// first one's e-mail is the order's), a search by full name from three characters (a shorter text lists the
// whole unselected list, 25 at a time), and at most MAX_CONTACTS: past it the list is truncated with
// 'Maximum number of {contacts} is N.'.
import { useEffect, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useListAgents, type AgentItem } from '../../lib/api/generated/customer.ts';
import { AGENT_SEARCH_LIMIT, agentSearchOf, agentsOffered, withAgent } from './rules.ts';

const SEARCH_DEBOUNCE_MS = 300;

export function AgentPicker({ agents, onChange, contactLabel, error }: {
  agents: readonly AgentItem[];
  onChange(agents: AgentItem[]): void;
  contactLabel: string;
  error?: string;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(agentSearchOf(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isLoading } = useListAgents({
    params: { query: { limit: AGENT_SEARCH_LIMIT, sort: 'fullName', ...(search ? { search, searchField: 'fullName' as const } : {}) } },
  });
  const offered = agentsOffered(data?.items ?? [], agents);
  const add = (agent: AgentItem) => {
    const next = withAgent(agents, agent, contactLabel);
    setMessage(next.message);
    onChange(next.agents);
  };
  const remove = (id: string) => {
    setMessage(undefined);
    onChange(agents.filter((a) => a.id !== id));
  };
  const shown = message ?? error;
  return (
    <Field.Root invalid={!!shown} data-testid="order-agents">
      <Field.Label>{contactLabel}s</Field.Label>
      <Stack gap="2" w="full">
        <Wrap gap="2" data-testid="order-agents-chosen">
          {agents.map((a, i) => (
            <Tag.Root key={a.id} size="lg" colorPalette={i === 0 ? 'blue' : 'gray'} data-testid="order-agent-chip">
              <Tag.Label>{a.fullName ?? a.id}{a.email ? ` (${a.email})` : ''}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={`Remove ${a.fullName ?? a.id}`} onClick={() => remove(a.id)} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
          {!agents.length && <Text fontSize="sm" color="fg.muted">None chosen yet.</Text>}
        </Wrap>
        <Input aria-label={`Search ${contactLabel.toLowerCase()}s`} placeholder={`Search ${contactLabel.toLowerCase()}s by name`} value={text}
          onChange={(e) => setText(e.currentTarget.value)} />
        <Stack gap="1" maxH="48" overflowY="auto" data-testid="order-agents-offered">
          {offered.map((a) => (
            <HStack key={a.id} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="1">
              <Text fontSize="sm" truncate>{a.fullName ?? a.id}{a.email ? ` · ${a.email}` : ''}</Text>
              <Button size="xs" variant="outline" onClick={() => add(a)} aria-label={`Add ${a.fullName ?? a.id}`}>Add</Button>
            </HStack>
          ))}
          {!isLoading && !offered.length && <Text fontSize="sm" color="fg.muted">No more {contactLabel.toLowerCase()}s to add.</Text>}
        </Stack>
      </Stack>
      {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
