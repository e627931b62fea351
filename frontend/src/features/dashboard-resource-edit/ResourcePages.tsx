// The customer dashboard's resource screens (003 §2 customer-dashboard.createResource and .editResource): the
// form for the dashboard's customer. Creating is for the roles of the dashboard's enableCreateResourceRoles (admin
// sees all), never for a non-corporate user without offices (003 §6); editing is for whoever reaches the resource
// (the API scopes it). After a save (./saveActions.ts): Save stays (a new resource's page becomes its edit
// page), Save and close opens the resources tab, Save and new the create screen after 1 s, Save and copy the
// create screen holding the copy, Save and order the order screen for the resource after 1 s.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card } from '@chakra-ui/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useListOffices } from '../../lib/api/generated/customer.ts';
import { useGetResource, type Resource } from '../../lib/api/generated/listing.ts';
import { EditPage } from '../../components/EditPage.tsx';
import { StatusState } from '../../components/ErrorPages.tsx';
import { Page } from '../../components/Page.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { PAGE_SIZES } from '../../constants.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { useOrderingOffered } from '../dashboard-resources/useOrdering.ts';
import { RESOURCE_EDIT_MESSAGES as M } from './messages.ts';
import { resourcesTabPath } from './paths.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { copyValues, newResourceValues, savedResourceValues, type ResourceValues } from './resourceValues.ts';
import { afterSave, type SaveAction } from './saveActions.ts';

const RESOURCES_TAB = { to: resourcesTabPath(), label: 'Back to resources' };

/** What the pages need of the dashboard once it is loaded. */
interface Allowed {
  customerId: string;
  corporate: boolean;
  /** The offices the user may give a resource (the API lists a non-corporate user's own only). */
  offices: { id: string; name?: string }[];
  /** May create resources (Save and new, Save and copy). */
  canCreate: boolean;
  canOrder: boolean;
}

/** The history state of the create screen opened by Save and copy. */
interface CopyState { copy?: ResourceValues }

/** The dashboard and the user's offices: loading, not loaded, or the page with what it may do. */
function DashboardGate({ creating, children }: { creating: boolean; children(allowed: Allowed): ReactNode }) {
  const { dashboard, isLoading, roleIn } = useDashboard();
  const customerId = dashboard?.customer.id;
  const offices = useListOffices(customerId ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'name', customerId, fields: ['name'] } } } : null);
  const canOrder = useOrderingOffered();
  if (!dashboard && isLoading) return <PageSpinner />;
  if (!dashboard) return <StatusState code="!" heading="Resources" text={M.noDashboard} action={RESOURCES_TAB} testId="resource-no-dashboard" />;
  if (!offices.data && !offices.error) return <PageSpinner />;
  const corporate = roleIn(['corporate']);
  const list = (offices.data?.items ?? []).map((o) => ({ id: o.id, name: o.name }));
  // 003 §6: creating is for the roles the dashboard names, and never for a non-corporate user without offices.
  const canCreate = roleIn(dashboard.config.controls.enableCreateResourceRoles) && (corporate || list.length > 0);
  if (creating && !roleIn(dashboard.config.controls.enableCreateResourceRoles)) {
    return <StatusState code="403" heading="Resources" text={M.notAllowed} action={RESOURCES_TAB} testId="resource-not-allowed" />;
  }
  if (creating && !canCreate) return <StatusState code="403" heading="Resources" text={M.noOffices} action={RESOURCES_TAB} testId="resource-no-offices" />;
  return <>{children({ customerId: dashboard.customer.id, corporate, offices: list, canCreate, canOrder })}</>;
}

const actionsFor = (allowed: Allowed): SaveAction[] => [
  'save', 'close', ...(allowed.canCreate ? (['new', 'copy'] as const) : []), ...(allowed.canOrder ? (['order'] as const) : []),
];

/** What follows a save, and Cancel: the navigation of ./saveActions.ts, a delayed one dropped if the page goes first. */
function useAfterSave() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const saved = (resource: Resource, action: SaveAction, values: ResourceValues, created: boolean) => {
    const next = afterSave(action, resource.id, created);
    if (!next.to) return;
    const to = next.to;
    const go = () => navigate(to, { replace: next.replace && action === 'save', state: next.copy ? ({ copy: copyValues(values) } satisfies CopyState) : undefined });
    if (next.delayMs) timer.current = setTimeout(go, next.delayMs);
    else go();
  };
  const cancelButton = <Button type="button" variant="outline" onClick={() => navigate(resourcesTabPath())}>Cancel</Button>;
  return { saved, cancelButton };
}

export function ResourceCreatePage() {
  const location = useLocation();
  const { saved, cancelButton } = useAfterSave();
  const copy = (location.state as CopyState | null)?.copy;
  return (
    <DashboardGate creating>
      {(allowed) => {
        const fresh = newResourceValues(allowed.offices.map((o) => o.id), allowed.corporate);
        return (
          <Page title={copy ? 'Create Resource (copy)' : 'Create Resource'}>
            <Card.Root w="full"><Card.Body>
              {/* A new form for every visit: Save and new and Save and copy come back to this same path. */}
              <ResourceForm key={location.key} initial={copy ?? fresh} baseline={fresh} copied={!!copy} {...allowed} actions={actionsFor(allowed)}
                onSaved={saved} cancel={cancelButton} />
            </Card.Body></Card.Root>
          </Page>
        );
      }}
    </DashboardGate>
  );
}

/** The resource, loaded once the dashboard is (SWR re-renders for what a render has read). */
function EditResource({ resourceId, allowed }: { resourceId: string; allowed: Allowed }) {
  const query = useGetResource({ params: { path: { resourceId } } });
  const { saved, cancelButton } = useAfterSave();
  return (
    <EditPage query={query} noun="resource" back={RESOURCES_TAB} title={(r) => `Edit Resource: ${r.name}`}>
      {(resource) => {
        const values = savedResourceValues(resource);
        return (
          <Card.Root w="full"><Card.Body>
            <ResourceForm key={resource.id} resource={resource} initial={values} baseline={values} {...allowed} actions={actionsFor(allowed)}
              onSaved={saved} cancel={cancelButton} />
          </Card.Body></Card.Root>
        );
      }}
    </EditPage>
  );
}

export function ResourceEditPage() {
  const { resourceId = '' } = useParams();
  return <DashboardGate creating={false}>{(allowed) => <EditResource resourceId={resourceId} allowed={allowed} />}</DashboardGate>;
}
