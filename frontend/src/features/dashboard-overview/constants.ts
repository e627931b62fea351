// The overview's constants (002 §5, §9): agent search from 3 characters, 25 agents at most, debounced like the
// dashboard's other searches; the charts' fixed palettes (the same colours in every dashboard and on every load).
export const AGENT_SEARCH_MIN_LENGTH = 3;
export const AGENT_SEARCH_LIMIT = 25;
export const AGENT_SEARCH_DEBOUNCE_MS = 500;
/** Offices offered in the office filter (the user's scope). */
export const OFFICE_PICKER_LIMIT = 100;

/** Series colours (bar, line, single series), Chakra tokens. */
export const SERIES_PALETTE = { bar: 'blue.solid', line: 'orange.solid', value: 'teal.solid' } as const;
/** Slice colours of a pie chart, in order (repeating after the last). */
export const PIE_PALETTE = [
  'blue.solid', 'orange.solid', 'teal.solid', 'purple.solid', 'pink.solid', 'green.solid', 'red.solid', 'cyan.solid', 'yellow.solid', 'gray.solid',
] as const;
