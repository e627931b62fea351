// The order screen (002 §2, §4): a stepped flow for the selection in the query. Step one picks the product
// (type → duration → price), agents, office, billing accounts and notification e-mails (./StepOne.tsx); then
// the per-template settings (./settings/); then campaign name, start date, payment type and Confirm
// (./FinalStep.tsx). Confirm places the order (./useOrderPlacement.ts): on invoice the 'Order# N' dialog, by
// card the payment frame (features/dashboard-payment); a second confirm reuses the placed order and goes
// straight to payment; afterwards the index on its orders tab. On a phone the steps stack.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { useGetAgent, useListOffices } from '../../lib/api/generated/customer.ts';
import { useGetAuthConfig } from '../../lib/api/generated/identity.ts';
import { useListProducts, useListProductTypes } from '../../lib/api/generated/order.ts';
import { dashboardTabPath } from '../customer-dashboard/paths.ts';
import { listingCreatePath } from '../dashboard-listing-edit/paths.ts';
import { PaymentFrameDialog } from '../dashboard-payment/PaymentFrameDialog.tsx';
import { FacebookPrompt, dontAskFacebook } from './FacebookPrompt.tsx';
import { FinalStep, type FinalState } from './FinalStep.tsx';
import { ORDER_MESSAGES as M } from './messages.ts';
import {
  hasErrors, localDate, offeredTypes, officeOptions, orderPayload, paymentTypesFor, selectionOf, shouldAskFacebook, startDateError, stepOneErrors,
  type Selection, type StepOneErrors,
} from './rules.ts';
import { SettingsStep, settingsNeeded, useCampaignData, useSelectedListings } from './SettingsStep.tsx';
import { useSelectedResources } from './selectedResources.tsx';
import { EMPTY_STEP_ONE, StepOne, type StepOneState } from './StepOne.tsx';
import { useOops } from './useOops.tsx';
import { useOrderPlacement } from './useOrderPlacement.ts';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/forms/unsavedChanges.tsx';

const STEPS = ['Campaign', 'Settings', 'Confirm'] as const;

export function OrderPage() {
  const [query] = useSearchParams();
  const selection = useMemo(() => selectionOf(query), [query]);
  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full">
      <Heading size={{ base: 'xl', md: '2xl' }}>Order a campaign</Heading>
      {selection ? <OrderFlow key={selection.ids.join(',')} selection={selection} /> : <NothingSelected />}
    </Stack>
  );
}

/** No selection: the message, and the ways to one — pick listings, or create one and come back here (002 §2). */
function NothingSelected() {
  const { dashboard, roleIn } = useDashboard();
  return (
    <Stack gap="3">
      <Problem message={M.nothingSelected} />
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm" variant="outline"><RouterLink to={dashboardTabPath('listings')}>Choose listings</RouterLink></Button>
        {dashboard && roleIn(dashboard.config.controls.enableCreateListingRoles) && (
          <Button asChild size="sm" variant="outline"><RouterLink to={listingCreatePath({ fromOrder: true })}>Create a listing</RouterLink></Button>
        )}
      </HStack>
    </Stack>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Alert.Root status="warning" data-testid="order-problem">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

function Stepper({ step }: { step: number }) {
  return (
    <HStack gap={{ base: '2', md: '4' }} wrap="wrap" data-testid="order-steps">
      {STEPS.map((label, i) => (
        <HStack key={label} gap="2" aria-current={i === step ? 'step' : undefined}>
          <Badge size="lg" variant={i === step ? 'solid' : 'subtle'} colorPalette={i <= step ? 'blue' : 'gray'} borderRadius="full">{i + 1}</Badge>
          <Text fontSize="sm" fontWeight={i === step ? 'semibold' : 'normal'}>{label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

function OrderFlow({ selection }: { selection: Selection }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const oops = useOops();
  const { dashboard, user, roleIn, contactLabel } = useDashboard();
  const products = useListProducts({ params: { query: { limit: 100 } } });
  const types = useListProductTypes();
  const offices = useListOffices({ params: { query: { limit: 100, sort: 'name' } } });
  const ownAgent = useGetAgent(user?.agentId ? { params: { path: { agentId: user.agentId } } } : null);
  const authConfig = useGetAuthConfig();

  const [step, setStep] = useState(0);
  const [one, setOne] = useState<StepOneState>(EMPTY_STEP_ONE);
  const change = useCallback((patch: Partial<StepOneState>) => setOne((s) => ({ ...s, ...patch })), []);
  const [errors, setErrors] = useState<StepOneErrors | null>(null);
  const [final, setFinal] = useState<FinalState>(() => ({ campaignName: '', startDate: localDate(new Date()), paymentType: 'INVOICE' }));
  const [finalTried, setFinalTried] = useState(false);
  // The payment frame stays mounted once opened and is closed by `open` (its dialogs outlive it), as its contract asks.
  const [paying, setPaying] = useState<{ orderId: string; open: boolean } | null>(null);
  const endPayment = () => setPaying((p) => p && { ...p, open: false });
  const { place, placed, busy } = useOrderPlacement();
  // Leaving a flow begun asks first (a change is never silently dropped); once the order is placed there is nothing to lose.
  useUnsavedChanges(() => !placed && (step > 0 || !!one.choice.typeId || one.emails.length > 0));

  const corporate = roleIn(['corporate']);
  const branchUser = !!user?.roles.includes('branchuser');
  const allProducts = products.data?.items ?? [];
  const typesOffered = offeredTypes(types.data?.items ?? [], allProducts, selection.ids.length);
  const product = allProducts.find((p) => p.id === one.choice.productId);
  const officeChoices = officeOptions(offices.data?.items ?? [], one.agents, corporate);
  const paymentTypes = paymentTypesFor(roleIn, dashboard?.config.enablePaymentMethod);
  const imageAdLimit = dashboard?.customer.imageAdLimit ?? Number.MAX_SAFE_INTEGER;
  const { listings, loaders } = useSelectedListings(selection);
  // A RESOURCE order's campaign data comes from its resources (003 §3), as a LISTING order's from its listings.
  const { resources, items: resourceItems, loaders: resourceLoaders } = useSelectedResources(selection);
  const ordered = selection.orderType === 'LISTING' ? listings : resourceItems;
  const unpublished = !!resources?.some((r) => !r.isPublished);
  const campaignData = useCampaignData(product, ordered, one.agents, imageAdLimit, selection.ids.length);
  const [settingsWanted, setSettingsWanted] = useState(false);
  const needsSettings = settingsNeeded(product, settingsWanted, campaignData.errors);

  // 002 §8: a product that cannot be loaded is 'Something went wrong while selecting a product'.
  const loadFailed = !!(products.error || types.error);
  useEffect(() => {
    if (loadFailed) oops([M.productSelection]);
  }, [loadFailed, oops]);

  // The user's own agent is the first one chosen (the order API puts an agent's own first anyway).
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !ownAgent.data) return;
    seeded.current = true;
    setOne((s) => (s.agents.length ? s : { ...s, agents: [ownAgent.data!] }));
  }, [ownAgent.data]);

  // One office to choose from is chosen; one no longer offered (other agents chosen) is dropped.
  const officeIds = officeChoices.map((o) => o.id).join(',');
  useEffect(() => {
    const ids = officeIds ? officeIds.split(',') : [];
    setOne((s) => {
      if (ids.length === 1 && s.officeId !== ids[0]) return { ...s, officeId: ids[0]! };
      if (s.officeId && !ids.includes(s.officeId)) return { ...s, officeId: '' };
      return s;
    });
  }, [officeIds]);

  // The payment type starts as Invoice when it is offered (the spec's default), else as the one offered.
  useEffect(() => {
    setFinal((f) => (paymentTypes.includes(f.paymentType) ? f : { ...f, paymentType: paymentTypes[0]! }));
  }, [paymentTypes.join(',')]);

  // The Facebook log-in prompt, at most once per visit, when the chosen product has a Facebook campaign.
  const facebookLogin = authConfig.data?.providers.find((p) => p.provider === 'facebook');
  const [askFacebook, setAskFacebook] = useState(false);
  const askedFacebook = useRef(false);
  useEffect(() => {
    if (askedFacebook.current || !user) return;
    const ask = shouldAskFacebook({
      enabled: !!dashboard?.config.controls.enableFBAccountLink, product, providerConfigured: !!facebookLogin?.url,
      linked: user.linkedAccounts.some((a) => a.provider === 'facebook'), dontAsk: dontAskFacebook(user.id),
    });
    if (ask) {
      askedFacebook.current = true;
      setAskFacebook(true);
    }
  }, [dashboard, product, facebookLogin, user]);

  if (products.isLoading || types.isLoading) return <PageSpinner />;

  const stepOne = { product, agents: one.agents, offices: officeChoices, officeId: one.officeId, fbAccountId: one.fbAccountId, gdnAccountId: one.gdnAccountId, emails: one.emails };

  const next = () => {
    const found = stepOneErrors(stepOne, contactLabel);
    setErrors(found);
    oops(found.accounts);
    if (hasErrors(found)) return;
    // 002 §4: when every template form is valid and no more settings are wanted, the settings step is skipped.
    setStep(needsSettings ? 1 : 2);
  };

  const toOrders = () => navigate(dashboardTabPath('orders'), { state: leaveWithoutAsking() });

  const confirm = async () => {
    setFinalTried(true);
    if (!final.campaignName.trim() && !placed) return oops([M.campaignName], M.errorTitle);
    if (!placed && startDateError(final.startDate, new Date())) return undefined;
    if (!product) return setStep(0);
    const outcome = await place(orderPayload({
      selection, step: { ...stepOne, product }, campaignData: campaignData.value, campaignName: final.campaignName,
      startDate: final.startDate, paymentType: final.paymentType, origin: window.location.origin,
    }));
    if ('refused' in outcome) return oops(outcome.refused);
    if (outcome.placed.paymentType === 'INVOICE') {
      dialogs.success({ title: M.orderNumber(outcome.placed.orderNumber), message: M.orderPlaced, ok: true });
      return void toOrders();
    }
    setPaying({ orderId: outcome.placed.id, open: true });
    return undefined;
  };

  const content = typesOffered.length === 0 && !loadFailed ? (
    <Problem message={M.noProduct} />
  ) : step === 0 ? (
    <StepOne state={one} change={change} types={typesOffered} products={allProducts} offices={officeChoices} contactLabel={contactLabel}
      corporate={corporate} branchUser={branchUser} errors={errors} onNext={next}
      settingsWanted={settingsWanted} onSettingsWanted={setSettingsWanted} hasSettings={!!product?.campaignTemplates.length} />
  ) : step === 1 && product ? (
    ordered ? (
      <SettingsStep product={product} listings={ordered} data={campaignData} imageAdLimit={imageAdLimit} contactLabel={contactLabel}
        canCrop={selection.orderType === 'LISTING'} onBack={() => setStep(0)} onNext={() => setStep(2)} />
    ) : <PageSpinner />
  ) : product ? (
    <FinalStep state={final} change={(patch) => setFinal((f) => ({ ...f, ...patch }))} product={product} paymentTypes={paymentTypes} busy={busy}
      placedOrderNumber={placed?.orderNumber ?? null} startDateError={finalTried ? startDateError(final.startDate, new Date()) : undefined}
      onBack={() => setStep(needsSettings ? 1 : 0)} onConfirm={() => void confirm()} />
  ) : null;

  return (
    <>
      <Text color="fg.muted" data-testid="order-selection">
        {selection.ids.length} {selection.orderType === 'LISTING' ? 'listing' : 'resource'}{selection.ids.length === 1 ? '' : 's'} selected
      </Text>
      {/* 003 §8: the order service refuses an unpublished resource with the same words; said before any step. */}
      {unpublished && <Problem message={M.publishedOnly} />}
      <Stepper step={step} />
      <Card.Root>
        <Card.Body px={{ base: '3', md: '6' }}>
          <Box>{content}</Box>
        </Card.Body>
      </Card.Root>
      {loaders}
      {resourceLoaders}
      {user && facebookLogin?.url && (
        <FacebookPrompt open={askFacebook} userId={user.id} loginUrl={facebookLogin.url} onClose={() => setAskFacebook(false)} />
      )}
      {paying && (
        <PaymentFrameDialog orderId={paying.orderId} open={paying.open} onPaid={() => { endPayment(); void toOrders(); }} onFailed={endPayment} onClose={endPayment} />
      )}
    </>
  );
}
