// The staff back-office's frame (000 §2, 001 §2): the top menu and the page container, with home and the error
// pages as its own pages. Routes that name no frame show in it. Its menus are ./menus.ts.
import { APP_PATHS, GUEST } from '../../constants.ts';
import { lazyPage, type FrameDefinition } from '../../app/feature.ts';
import { StaffLayout } from './StaffLayout.tsx';

declare module '../../app/feature.ts' {
  interface FrameNames {
    staff: true;
  }
}

const HomePage = lazyPage(() => import('./HomePage.tsx'), (m) => m.HomePage);
const NotFoundPage = lazyPage(() => import('../../components/ErrorPages.tsx'), (m) => m.NotFoundPage);
const BadRequestPage = lazyPage(() => import('../../components/ErrorPages.tsx'), (m) => m.BadRequestPage);
const ForbiddenPage = lazyPage(() => import('../../components/ErrorPages.tsx'), (m) => m.ForbiddenPage);

export const frame: FrameDefinition = {
  name: 'staff',
  isDefault: true,
  layout: StaffLayout,
  routes: [
    { path: APP_PATHS.home, roles: 'signed-in', title: 'Home', element: <HomePage /> },
    { path: APP_PATHS.notFound, roles: GUEST, title: 'Not Found', element: <NotFoundPage /> },
    { path: APP_PATHS.badRequest, roles: GUEST, title: 'Bad Request', element: <BadRequestPage /> },
    { path: APP_PATHS.forbidden, roles: GUEST, title: 'Forbidden', element: <ForbiddenPage /> },
  ],
};
