// The Customers dropdown (000 §2): Customers, Offices, Agents, Customer Listings and Open Homes, with Bulk
// Upload and Import Jobs beside the listings (ours), for the roles of each entry.
import { describe, expect, it } from 'vitest';
import { menuOf, visibleMenu } from './menu.ts';

const TOP_MENU = menuOf('top');
const customersMenu = (roles: string[]) => visibleMenu(TOP_MENU, roles).find((i) => i.label === 'Customers')?.children?.map((c) => c.label);

describe('Customers dropdown', () => {
  it('shows Customers, Offices, Agents, Customer Listings, Bulk Upload, Import Jobs and Open Homes to admin and operations', () => {
    expect(customersMenu(['admin'])).toEqual(['Customers', 'Offices', 'Agents', 'Customer Listings', 'Bulk Upload', 'Import Jobs', 'Open Homes']);
    expect(customersMenu(['operations'])).toEqual(['Customers', 'Offices', 'Agents', 'Customer Listings', 'Bulk Upload', 'Import Jobs', 'Open Homes']);
  });
  it('shows only Agents to sales', () => {
    expect(customersMenu(['sales'])).toEqual(['Agents']);
  });
});
