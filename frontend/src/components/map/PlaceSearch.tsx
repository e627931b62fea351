// The place search above the map (002 §4: it starts at 3 characters, 800 ms after typing stops). The place found
// is offered, not added at once, so a pause in typing never drops a marker the user did not ask for; Enter or the
// offer adds it. Enter (or the button) before the pause is over searches at once and adds what it finds.
import { useEffect, useRef, useState } from 'react';
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS, type LatLng } from './targeting.ts';

export interface Place extends LatLng {
  label: string;
}

export type SearchPlace = (query: string) => Promise<Place | null>;

type Found =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'found'; query: string; place: Place }
  | { state: 'none'; query: string }
  | { state: 'failed'; query: string };

export function PlaceSearch({ searchPlace, onPlace, disabled }: { searchPlace: SearchPlace; onPlace(place: Place): void; disabled?: boolean }) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  // Only the answer to the latest question counts: an earlier, slower answer must not replace it.
  const latest = useRef(0);
  const trimmed = query.trim();

  const search = (q: string): Promise<Place | null> => {
    const ticket = ++latest.current;
    setFound({ state: 'searching', query: q });
    return searchPlace(q).then(
      (place) => {
        if (ticket === latest.current) setFound(place ? { state: 'found', query: q, place } : { state: 'none', query: q });
        return ticket === latest.current ? place : null;
      },
      () => {
        if (ticket === latest.current) setFound({ state: 'failed', query: q });
        return null;
      },
    );
  };

  useEffect(() => {
    if (trimmed.length < SEARCH_MIN_CHARS) {
      latest.current += 1;
      setFound({ state: 'idle' });
      return;
    }
    const timer = setTimeout(() => { void search(trimmed); }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `search` is remade each render; the query alone decides when to look.
  }, [trimmed]);

  const add = (place: Place) => {
    onPlace(place);
    latest.current += 1;
    setQuery('');
    setFound({ state: 'idle' });
  };

  const submit = () => {
    if (disabled || trimmed.length < SEARCH_MIN_CHARS) return;
    if (found.state === 'found' && found.query === trimmed) add(found.place);
    else void search(trimmed).then((place) => { if (place) add(place); });
  };

  return (
    // Not a <form>: the map usually sits inside one (a campaign template, an order), and Enter here must not send it.
    <div role="search" aria-label="Find a place">
      <HStack gap="2" align="center" wrap="wrap">
        <Input size="sm" maxW="22rem" value={query} onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); submit(); } }}
          placeholder="Search for a place" aria-label="Search for a place" disabled={disabled} />
        <Button size="sm" type="button" variant="outline" onClick={submit} disabled={disabled || trimmed.length < SEARCH_MIN_CHARS}
          loading={found.state === 'searching'}>
          Add place
        </Button>
        {found.state === 'found' && found.query === trimmed && (
          <Button size="sm" variant="ghost" onClick={() => add(found.place)} aria-label={`Add ${found.place.label}`}>
            {found.place.label}
          </Button>
        )}
        {found.state === 'none' && <Text fontSize="sm" color="fg.muted">No place found for “{found.query}”.</Text>}
        {found.state === 'failed' && <Text fontSize="sm" color="fg.error">The place search failed. Try again.</Text>}
      </HStack>
    </div>
  );
}
