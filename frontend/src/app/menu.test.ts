// The Customers dropdown (000 §2): Customers, Offices, Agents for the roles of each entry; Customer
// Listings and Open Homes stay hidden until built.
import { describe, expect, it } from 'vitest';
import { TOP_MENU, visibleMenu } from './menu.ts';

const customersMenu = (roles: string[]) => visibleMenu(TOP_MENU, roles).find((i) => i.label === 'Customers')?.children?.map((c) => c.label);

describe('Customers dropdown', () => {
  it('shows Customers, Offices and Agents to admin and operations', () => {
    expect(customersMenu(['admin'])).toEqual(['Customers', 'Offices', 'Agents']);
    expect(customersMenu(['operations'])).toEqual(['Customers', 'Offices', 'Agents']);
  });
  it('shows only Agents to sales', () => {
    expect(customersMenu(['sales'])).toEqual(['Agents']);
  });
});
