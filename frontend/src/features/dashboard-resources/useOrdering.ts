// Whether this screen may order from resources (003 §6): not on a phone (narrower than the md breakpoint, see
// MOBILE_MAX_WIDTH_PX) and only for a user whose dashboard shows them an orders tab (its config lists the tab
// for their role). The resources tab and the edit screen's Save and order both ask here.
import { useEffect, useState } from 'react';
import { useVisibleTabs } from '../../frames/dashboard/visibleTabs.ts';
import { MOBILE_MAX_WIDTH_PX } from './constants.ts';
import { orderingOffered } from './selection.ts';

const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** True while the screen is a phone's width; follows the screen as it turns or is resized. */
function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const onChange = () => setMobile(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

export function useOrderingOffered(): boolean {
  const mobile = useIsMobile();
  const ordersTab = useVisibleTabs().some((tab) => tab.code === 'orders');
  return orderingOffered({ mobile, ordersTab });
}
