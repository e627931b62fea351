// The dashboard index (002 §2 "/customer-dashboard (index, tab parameter optional)"): the page of the tab the
// `tab` parameter names (its code or an alias, e.g. status → overview). No tab, an unknown one or one the
// user's role does not open → the first tab the user may see (the address then names it). Each tab's page is
// its feature's lazy chunk, loaded when first opened.
import { Alert } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { usePageTitle } from '../../components/RouteGuard.tsx';
import { tabLabel, tabNamed } from '../../frames/dashboard/dashboardTab.ts';
import { DASHBOARD_FRAME_MESSAGES } from '../../frames/dashboard/messages.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { useVisibleTabs } from '../../frames/dashboard/visibleTabs.ts';
import { dashboardTabPath } from './paths.ts';

export function IndexPage() {
  const [params] = useSearchParams();
  const { dashboard, isLoading, error } = useDashboard();
  const tabs = useVisibleTabs();
  const asked = params.get('tab');
  const named = tabNamed(asked);
  const tab = named && tabs.includes(named) ? named : undefined;
  usePageTitle(tab ? tabLabel(tab, dashboard?.config.themes.vertical) : 'Dashboard');
  if (!dashboard) {
    if (isLoading) return <PageSpinner />;
    // The frame shows a refused load already; a staff user without a customer has no dashboard to show.
    return error ? null : <Alert.Root status="info" data-testid="dashboard-none"><Alert.Indicator /><Alert.Title>{DASHBOARD_FRAME_MESSAGES.noDashboard}</Alert.Title></Alert.Root>;
  }
  if (!tab) {
    const first = tabs[0];
    if (!first) {
      return <Alert.Root status="info" data-testid="dashboard-no-tab"><Alert.Indicator /><Alert.Title>{DASHBOARD_FRAME_MESSAGES.noTab}</Alert.Title></Alert.Root>;
    }
    const rest = new URLSearchParams(params);
    rest.delete('tab');
    const query = rest.toString();
    return <Navigate to={query ? `${dashboardTabPath(first.code)}&${query}` : dashboardTabPath(first.code)} replace />;
  }
  // An alias (status) shows its tab under its own code, so the navigation marks it.
  if (asked !== tab.code) {
    const rest = new URLSearchParams(params);
    rest.set('tab', tab.code);
    return <Navigate to={`?${rest.toString()}`} replace />;
  }
  const Page = tab.page;
  return <Page />;
}
