// The sharing options that apply to what a user shares (003 §6): a dashboard user's are their customer's (the
// current dashboard's customer profile, the one SWR entry every dashboard screen reads); staff sharing a
// customer's report read that customer's (getCustomer) when they may. Undefined while unknown or unreadable,
// which networks.offeredWidgets takes as 003 §9's default.
import type { SharingOptions } from '../../lib/api/generated/customer.ts';
import { useGetCustomer } from '../../lib/api/generated/customer.ts';
import { mayCall } from '../../lib/auth/roles.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';

export function useSharingOptions(customerId?: string): { options: SharingOptions | undefined; loading: boolean } {
  const { dashboard, isLoading, user } = useDashboard();
  const fromDashboard = user?.kind === 'dashboard' || !!user?.customerId;
  const readCustomer = !fromDashboard && !!customerId && mayCall('getCustomer', user?.roles);
  const customer = useGetCustomer(readCustomer ? { params: { path: { customerId } } } : null);
  if (fromDashboard) return { options: dashboard?.customer.sharingOptions, loading: isLoading };
  return { options: customer.data?.sharingOptions, loading: readCustomer && customer.isLoading };
}
