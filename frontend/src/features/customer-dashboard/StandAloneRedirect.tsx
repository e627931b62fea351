// A stand-alone list route (./standAlone.ts): straight on to the index on its tab.
import { Navigate, useLocation } from 'react-router';
import { standAloneTarget } from './standAlone.ts';

export function StandAloneRedirect({ tab }: { tab: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${standAloneTarget(tab, search)}${hash}`} replace />;
}
