// The signed-in dashboard user's dashboard: its config (themes, tabs, controls, role lists, payment methods), the
// customer's profile (currency, imageAdLimit …) and the role checks the dashboard's screens make against it
// (001 §6, 002 §6). One SWR entry (getCurrentDashboard), so every screen reads the same answer.
import { useMemo } from 'react';
import { useGetCurrentDashboard, type CurrentDashboard } from '../../lib/api/generated/customer.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import type { User } from '../../lib/api/generated/identity.ts';
import type { ApiError } from '../../lib/api/problem.ts';

export type DashboardConfig = CurrentDashboard['config'];
export type DashboardControls = DashboardConfig['controls'];

export interface DashboardState {
  dashboard: CurrentDashboard | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  user: User | null | undefined;
  /** True when the user has a role in the list; admin has every role of the dashboard (002 §6 "admin sees all"). */
  roleIn(roles: readonly string[] | undefined): boolean;
  /** The dashboard's word for an agent (themes.contactLabel), 'Agent' when it sets none. */
  contactLabel: string;
}

export function useDashboard(): DashboardState {
  const { user } = useAuth();
  // A staff user without a customer (admin, operations on a page staff share, e.g. bulk manage) has no dashboard.
  const hasDashboard = !!user && (user.kind === 'dashboard' || !!user.customerId);
  const { data, error, isLoading } = useGetCurrentDashboard(hasDashboard ? undefined : null);
  return useMemo(() => {
    const roles = user?.roles ?? [];
    const roleIn = (list: readonly string[] | undefined) => roles.includes('admin') || roles.some((role) => list?.includes(role));
    const contactLabel = data?.config.themes.contactLabel?.trim() || 'Agent';
    return { dashboard: data, error, isLoading, user, roleIn, contactLabel };
  }, [data, error, isLoading, user]);
}
