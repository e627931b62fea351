// /customer-dashboard/listings/create and /customer-dashboard/listing/{listingId}/edit (002 §2 "Edit or create
// listing screen"): the form for the dashboard's customer, offered to the roles of the dashboard's
// enableCreateListingRoles (admin sees all). A save goes to the order screen for the listing when the page
// was opened from there (?from=order), else to the index's listings tab, with the toast 'Listing Created
// Reference# X' (create) or 'Your Listing has been successfully saved.' (edit).
import { Button, Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useGetListing, type Listing } from '../../lib/api/generated/listing.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { StatusState } from '../../components/ErrorPages.tsx';
import { Page } from '../../components/Page.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { dashboardTabPath } from '../customer-dashboard/paths.ts';
import { DashboardListingForm } from './DashboardListingForm.tsx';
import { DASHBOARD_LISTING_MESSAGES } from './messages.ts';
import { afterSavePath, cancelPath, isFromOrder } from './paths.ts';

const LISTINGS_TAB = { to: dashboardTabPath('listings'), label: 'Back to listings' };

/** What both pages need of the dashboard, once it is loaded and allows the user to edit listings. */
interface Allowed {
  customerId: string;
  ownAgentId?: string;
  contactLabel: string;
}

/** The dashboard's answer: loading, not loaded, not allowed by enableCreateListingRoles, or the page. */
function DashboardGate({ children }: { children(allowed: Allowed): ReactNode }) {
  const { dashboard, isLoading, user, roleIn, contactLabel } = useDashboard();
  if (!dashboard && isLoading) return <PageSpinner />;
  // Not loaded (the frame says why), or a staff user with no customer: there is no customer to save for.
  if (!dashboard) return <StatusState code="!" heading="Listings" text={DASHBOARD_LISTING_MESSAGES.noDashboard} action={LISTINGS_TAB} testId="listing-no-dashboard" />;
  if (!roleIn(dashboard.config.controls.enableCreateListingRoles)) {
    return <StatusState code="403" heading="Listings" text={DASHBOARD_LISTING_MESSAGES.notAllowed} action={LISTINGS_TAB} testId="listing-not-allowed" />;
  }
  return <>{children({ customerId: dashboard.customer.id, ownAgentId: user?.agentId, contactLabel })}</>;
}

/** What a save and Cancel do: on to the order screen (from there) or back to the listings tab. */
function useAfterSave() {
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = useDialogs();
  const [params] = useSearchParams();
  const fromOrder = isFromOrder(params);
  const saved = (listing: Listing, created: boolean) => {
    dialogs.success(created ? DASHBOARD_LISTING_MESSAGES.created(listing.reference) : DASHBOARD_LISTING_MESSAGES.saved);
    navigate(afterSavePath(listing.id, fromOrder));
  };
  // From the order screen, Cancel returns to it as it was (its selection is in its address); opened directly,
  // the page has no history within the app and goes to its list.
  const cancel = () => (fromOrder && location.key !== 'default' ? navigate(-1) : navigate(cancelPath(fromOrder)));
  return { saved, cancelButton: <Button type="button" variant="outline" onClick={cancel}>Cancel</Button> };
}

export function DashboardListingCreatePage() {
  const { saved, cancelButton } = useAfterSave();
  return (
    <DashboardGate>
      {(allowed) => (
        <Page title="Create Listing">
          <Card.Root maxW="5xl" w="full"><Card.Body>
            <DashboardListingForm {...allowed} onSaved={saved} cancel={cancelButton} />
          </Card.Body></Card.Root>
        </Page>
      )}
    </DashboardGate>
  );
}

/**
 * The listing, loaded once the dashboard allows the page (SWR re-renders for what a render has read, so the
 * query lives where EditPage reads it from its first render).
 */
function EditListing({ listingId, allowed }: { listingId: string; allowed: Allowed }) {
  const { saved, cancelButton } = useAfterSave();
  const query = useGetListing({ params: { path: { listingId } } });
  return (
    <EditPage query={query} noun="listing" back={LISTINGS_TAB} title={(l) => `Edit Listing: ${l.title}`}>
      {(listing) => (
        <Card.Root maxW="5xl" w="full"><Card.Body>
          <DashboardListingForm key={listing.id} {...allowed} customerId={listing.customerId} listing={listing} onSaved={saved} cancel={cancelButton} />
        </Card.Body></Card.Root>
      )}
    </EditPage>
  );
}

export function DashboardListingEditPage() {
  const { listingId = '' } = useParams();
  return <DashboardGate>{(allowed) => <EditListing listingId={listingId} allowed={allowed} />}</DashboardGate>;
}
