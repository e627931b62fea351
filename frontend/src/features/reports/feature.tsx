// A campaign's public report (001 §7 "generates a short url"; issue 27 item 6): /report/{shortId}, opened by
// anyone holding the link (no sign-in: the unguessable short id is the credential), in the bare frame (no
// staff menu), and in no menu.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { REPORT_PATHS } from './paths.ts';

const ReportPage = lazyPage(() => import('./ReportPage.tsx'), (m) => m.ReportPage);

export const feature: Feature = {
  frame: 'bare',
  routes: [{ path: `${REPORT_PATHS.report}/:shortId`, roles: rolesOf('getPublicReport'), title: 'Campaign report', element: <ReportPage /> }],
};
