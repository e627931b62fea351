// /campaign/{campaignId}/edit and /gdn-campaign/{gdnCampaignId}/edit (001 §2: admin, operations): one campaign —
// its details and order, what the housing guardrail changed (an info alert with each reason) and why the network
// rejected its ad (an error alert), the form (name, pause or resume, end date, lifetime budget: only what changed
// is sent), its report link (create, copy, delete), its delivery in figures and a chart of its days, and its ad
// sets with links to their pages. A display campaign is refreshed from its network on demand. An id that names
// no campaign goes back to the list (001 §2 "A missing adset or campaign id redirects to the respective list").
import { Badge, Button, Card, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import { LuRefreshCw } from 'react-icons/lu';
import {
  useDeleteCampaign, useDeleteGdnCampaign, useGetCampaign, useGetCampaignInsights, useGetGdnCampaign, useListAdSets, useRefreshGdnCampaign,
  useUpdateCampaign, useUpdateGdnCampaign, type AccountKind, type AdSet, type Campaign,
} from '../../lib/api/generated/ads.ts';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { nameMap } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { isNotFound, QueryState } from '../../components/QueryState.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { formatDateTime, formatMoney, MESSAGES } from '../../constants.ts';
import { orderEditPath } from '../orders/paths.ts';
import { InsightFigures } from '../reports/InsightFigures.tsx';
import { chartDays, formatRun } from '../reports/insights.ts';
import { LazyInsightsChart } from '../reports/LazyInsightsChart.tsx';
import { campaignUpdate, campaignValues, checkCampaign, type CampaignValues } from './campaignForm.ts';
import { CampaignStatusBadge } from './CampaignsList.tsx';
import { CAMPAIGN_STATUS_LABELS, GENDER_LABELS, isChangeable, REVIEW_STATUS_LABELS, REVIEW_STATUS_PALETTES } from './constants.ts';
import { CAMPAIGN_MESSAGES } from './messages.ts';
import { AD_SET_EDIT_ROLES, adSetEditPath } from './paths.ts';
import { ReasonsAlert } from './ReasonsAlert.tsx';
import { ReportLinkPanel } from './ReportLinkPanel.tsx';

/** Both kinds' calls, so a page of either kind calls the same hooks in the same order. */
function useCampaignCalls(kind: AccountKind, id: string) {
  const social = useGetCampaign(kind === 'social' ? { params: { path: { campaignId: id } } } : null);
  const display = useGetGdnCampaign(kind === 'display' ? { params: { path: { gdnCampaignId: id } } } : null);
  const updateSocial = useUpdateCampaign();
  const updateDisplay = useUpdateGdnCampaign();
  const deleteSocial = useDeleteCampaign();
  const deleteDisplay = useDeleteGdnCampaign();
  const refresh = useRefreshGdnCampaign();
  return {
    query: kind === 'social' ? social : display,
    update: (body: Parameters<typeof updateSocial>[0]['body']) => (kind === 'social'
      ? updateSocial({ params: { path: { campaignId: id } }, body })
      : updateDisplay({ params: { path: { gdnCampaignId: id } }, body })),
    remove: () => (kind === 'social' ? deleteSocial({ params: { path: { campaignId: id } } }) : deleteDisplay({ params: { path: { gdnCampaignId: id } } })),
    refresh: () => refresh({ params: { path: { gdnCampaignId: id } } }),
  };
}

export function CampaignEditor({ kind, id, listPath }: { kind: AccountKind; id: string; listPath: string }) {
  const calls = useCampaignCalls(kind, id);
  const deleteAndLeave = useDeleteAndLeave(listPath);
  const back = { to: listPath, label: 'Back to campaigns' };
  if (!id || isNotFound(calls.query.error)) return <Navigate to={listPath} replace />;
  return (
    <EditPage query={calls.query} noun="campaign" back={back} title={(c) => c.name}
      actions={(c) => (
        <>
          {kind === 'display' && <RefreshButton refresh={calls.refresh} />}
          <DeleteAndBack onDelete={() => deleteAndLeave(CAMPAIGN_MESSAGES.deleteQuestion(c.name), calls.remove)} to={back.to} label={back.label} />
        </>
      )}>
      {(campaign) => (
        <Stack gap="5">
          <CampaignDetails campaign={campaign} />
          <CampaignAlerts campaign={campaign} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            <CampaignForm key={campaign.updatedAt} campaign={campaign} save={calls.update} />
            <ReportLinkPanel campaign={campaign} />
          </SimpleGrid>
          <CampaignInsights campaignId={campaign.id} />
          <AdSets campaign={campaign} />
        </Stack>
      )}
    </EditPage>
  );
}

function RefreshButton({ refresh }: { refresh(): Promise<{ data?: unknown; error?: unknown; response: Response }> }) {
  const dialogs = useDialogs();
  const run = async () => {
    const { response, error } = await refresh();
    if (!response.ok) dialogs.error(problemMessage(error));
    else dialogs.success(CAMPAIGN_MESSAGES.refreshed);
  };
  return <Button size="sm" variant="outline" onClick={() => void run()}><LuRefreshCw /> Refresh from network</Button>;
}

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0.5">
    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">{label}</Text>
    <Stack gap="0">{children}</Stack>
  </Stack>
);

function CampaignDetails({ campaign: c }: { campaign: Campaign }) {
  const { data: customers } = useListCustomerOptions();
  return (
    <Card.Root data-testid="campaign-details"><Card.Body>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Detail label="Status"><HStack><CampaignStatusBadge status={c.status} />{c.isHousing && <Badge colorPalette="purple">Housing ad</Badge>}</HStack></Detail>
        <Detail label="Customer"><Text>{nameMap(customers?.items).get(c.customerId) ?? c.customerId}</Text></Detail>
        <Detail label="Order">
          <Link asChild color="blue.fg"><RouterLink to={orderEditPath(c.orderId)} data-testid="campaign-order">Order# {c.orderNumber}</RouterLink></Link>
        </Detail>
        <Detail label="Run"><Text>{formatRun(c.startTime, c.endTime)}</Text></Detail>
        <Detail label="Lifetime budget"><Text>{formatMoney(c.lifetimeBudget, c.currency)} {c.currency}</Text></Detail>
        <Detail label="Network"><Text>{c.provider}{c.externalId ? ` · ${c.externalId}` : ''}</Text></Detail>
      </SimpleGrid>
    </Card.Body></Card.Root>
  );
}

/** What the housing guardrail changed (info) and why the network rejected the ad or the campaign (error). */
function CampaignAlerts({ campaign: c }: { campaign: Campaign }) {
  return (
    <>
      {c.housingAdjustments.length > 0 && <ReasonsAlert status="info" testId="housing-adjustments" title={CAMPAIGN_MESSAGES.housingHeading} reasons={c.housingAdjustments} />}
      {c.reviewReasons.length > 0 && <ReasonsAlert status="error" testId="review-reasons" title={CAMPAIGN_MESSAGES.reviewHeading} reasons={c.reviewReasons} />}
    </>
  );
}

function CampaignForm({ campaign, save }: { campaign: Campaign; save: ReturnType<typeof useCampaignCalls>['update'] }) {
  const dialogs = useDialogs();
  const changeable = isChangeable(campaign.status);
  const form = useApiForm<CampaignValues, Campaign>({
    defaultValues: campaignValues(campaign),
    validate: (v) => checkCampaign(v, campaign, new Date()),
    save: async (v) => {
      const body = campaignUpdate(v, campaign);
      // Nothing changed: no call, and the form says so where the user looks.
      if (!body) return { error: { detail: CAMPAIGN_MESSAGES.nothingChanged } };
      return save(body);
    },
    saved: () => dialogs.success(MESSAGES.successfullySaved),
  });
  const statusOptions = [
    { value: 'ACTIVE', label: campaign.status === 'PAUSED' ? 'Active (resume)' : 'Active' },
    { value: 'PAUSED', label: campaign.status === 'ACTIVE' ? 'Paused (pause)' : 'Paused' },
  ];
  return (
    <Card.Root><Card.Body>
      <Form form={form} errorTestId="campaign-form-error">
        <Heading size="md">Campaign</Heading>
        {!changeable && <Text color="fg.muted" data-testid="campaign-locked">{CAMPAIGN_STATUS_LABELS[campaign.status]}: this campaign takes no change.</Text>}
        <TextField name="name" label="Name" required maxLength={300} disabled={!changeable} />
        <SelectField name="status" label="Status" options={statusOptions} disabled={!changeable}
          placeholder={campaign.status === 'ACTIVE' || campaign.status === 'PAUSED' ? undefined : `Keep: ${CAMPAIGN_STATUS_LABELS[campaign.status]}`} />
        <TextField name="endDate" label="End" type="datetime-local" disabled={!changeable} />
        <TextField name="lifetimeBudget" label={`Lifetime budget (${campaign.currency})`} inputMode="decimal" disabled={!changeable} />
        {changeable && <HStack><SubmitButton>Save</SubmitButton></HStack>}
      </Form>
    </Card.Body></Card.Root>
  );
}

function CampaignInsights({ campaignId }: { campaignId: string }) {
  const query = useGetCampaignInsights({ params: { path: { campaignId } } });
  return (
    <Card.Root data-testid="campaign-insights"><Card.Body>
      <Stack gap="4">
        <Heading size="md">Insights</Heading>
        <QueryState query={query} loading={<Spinner size="sm" />}>
          {(data) => (
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">{data.insightsSyncedAt ? `Read from the network ${formatDateTime(data.insightsSyncedAt)}` : CAMPAIGN_MESSAGES.insightsNotYet}</Text>
              <InsightFigures insights={data.insights} leadsCount={data.leadsCount} currency={data.currency} spend={data.spend} />
              <LazyInsightsChart days={chartDays(data.days)} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card.Body></Card.Root>
  );
}

const targetingSummary = (a: AdSet) => {
  const t = a.targeting;
  const ages = t.ageMin === null && t.ageMax === null ? 'all ages' : `${t.ageMin ?? 13}–${t.ageMax ?? 65}`;
  const places = t.circles.length ? `${t.circles.length} place${t.circles.length === 1 ? '' : 's'} (${t.circles.map((c) => `${c.radiusKm} km`).join(', ')})`
    : t.countries.length ? t.countries.join(', ') : t.postcodes.length ? `${t.postcodes.length} postcodes` : '';
  return [places, ages, GENDER_LABELS[t.gender]].filter(Boolean).join(' · ');
};

function AdSets({ campaign }: { campaign: Campaign }) {
  const { user } = useAuth();
  const opens = !!user?.roles.some((r) => AD_SET_EDIT_ROLES.includes(r));
  const query = useListAdSets({ params: { path: { campaignId: campaign.id } } });
  return (
    <Stack gap="2" data-testid="campaign-ad-sets">
      <Heading size="md">Ad sets</Heading>
      <QueryState query={query} loading={<Spinner size="sm" />}>
        {(data) => (data.items.length === 0 ? <Text color="fg.muted">{CAMPAIGN_MESSAGES.noAdSets}</Text> : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header><Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader><Table.ColumnHeader>Targeting</Table.ColumnHeader>
                <Table.ColumnHeader>Headline</Table.ColumnHeader><Table.ColumnHeader>Ad review</Table.ColumnHeader>
              </Table.Row></Table.Header>
              <Table.Body>
                {data.items.map((a) => (
                  <Table.Row key={a.id} data-testid="campaign-ad-set">
                    <Table.Cell>{opens ? <Link asChild color="blue.fg"><RouterLink to={adSetEditPath(a.id)}>{a.name}</RouterLink></Link> : a.name}</Table.Cell>
                    <Table.Cell>{targetingSummary(a)}</Table.Cell>
                    <Table.Cell>{a.creative.headline}</Table.Cell>
                    <Table.Cell><Badge colorPalette={REVIEW_STATUS_PALETTES[a.reviewStatus]}>{REVIEW_STATUS_LABELS[a.reviewStatus]}</Badge></Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ))}
      </QueryState>
    </Stack>
  );
}

