// The agents tab's list (001 §9, 002 §9): 10 a page, sorted by fullName, the search debounced 500 ms.
import { PAGE_SIZES } from '../../constants.ts';

export const AGENTS_TAB_PAGE_SIZE = PAGE_SIZES.dashboardAgents;
export const AGENTS_TAB_SORT = 'fullName';
export const AGENTS_SEARCH_DEBOUNCE_MS = 500;
/** The dashboard users asked for per agent (an agent has one, and perhaps a few sign-ups never activated). */
export const DASHBOARD_USERS_PER_AGENT = 25;
