// The leads tab's list (002 §9): 10 a page (options 5, 10, 20, 30), lead created time descending.
export const LEADS_PAGE_SIZE = 10;
export const LEADS_PAGE_SIZES = [5, 10, 20, 30] as const;
export const LEADS_SORT = '-createdTime';
/** The export's file name, as the server names it (exportLeads). */
export const leadsExportName = (day: string) => `leads-${day}.xlsx`;
