// A customer's campaign templates (000 §2, §7: admin, operations): /customer/{customerId}/campaign-templates/
// {selectedTab} lists the social (Facebook) or display (GDN) templates, 50 a page by name, searched by name;
// each kind has its create, edit and clone pages. Cloning goes through the API's clone (the copy keeps the ad
// sets, creative and schedule) with a new name and, if wanted, for another customer; the copy then opens on
// its own edit page.
import { Button, HStack, IconButton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LuCopy, LuPlus } from 'react-icons/lu';
import {
  useCloneCampaignTemplate, useCloneGdnCampaignTemplate, useDeleteCampaignTemplate, useDeleteGdnCampaignTemplate, useGetCampaignTemplate,
  useGetGdnCampaignTemplate, useListCampaignTemplates, useListGdnCampaignTemplates, type CampaignTemplate,
} from '../../lib/api/generated/ads.ts';
import { useGetCustomer, useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { ListView } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { toOptions } from '../../components/Select.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { APP_PATHS, formatDate, MESSAGES } from '../../constants.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';
import {
  CAMPAIGN_TYPE_LABELS, LOCATION_TYPE_LABELS, OBJECTIVE_LABELS, TEMPLATE_TAB_LABELS, TEMPLATE_TABS, type CampaignType, type TemplateKind, type TemplateTab,
} from './constants.ts';
import { TEMPLATE_MESSAGES } from './messages.ts';
import { templateCreatePath, templatePath, templatesPath } from './paths.ts';
import { TemplateForm } from './TemplateForm.tsx';

const LIST_OPERATION = { social: 'listCampaignTemplates', display: 'listGdnCampaignTemplates' } as const;
const NOUN: Record<TemplateKind, string> = { social: 'campaign template', display: 'GDN campaign template' };

/** The customer's name, for the titles. */
function useCustomerName(customerId: string) {
  const { data } = useGetCustomer({ params: { path: { customerId } } });
  return data?.name ?? '';
}

export function TemplatesListPage() {
  const { customerId = '', selectedTab = '' } = useParams();
  const navigate = useNavigate();
  const customerName = useCustomerName(customerId);
  if (!TEMPLATE_TABS.includes(selectedTab as TemplateTab)) return <Navigate to={APP_PATHS.notFound} replace />;
  const tab = selectedTab as TemplateTab;
  return (
    <Page title={`Campaign templates${customerName ? ` · ${customerName}` : ''}`} actions={
      <>
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to={templateCreatePath(customerId, tab)}><LuPlus /> {tab === 'social' ? 'Create template' : 'Create GDN template'}</RouterLink>
        </Button>
        <BackButton to={`${CUSTOMER_PATHS.customer}/${customerId}/edit`} label="Back to customer" />
      </>
    }>
      <Tabs.Root value={tab} onValueChange={(e) => navigate(templatesPath(customerId, e.value as TemplateTab))} variant="line">
        <Tabs.List>{TEMPLATE_TABS.map((t) => <Tabs.Trigger key={t} value={t}>{TEMPLATE_TAB_LABELS[t]}</Tabs.Trigger>)}</Tabs.List>
      </Tabs.Root>
      <TemplateList key={tab} kind={tab} customerId={customerId} />
    </Page>
  );
}

function TemplateList({ kind, customerId }: { kind: TemplateKind; customerId: string }) {
  const navigate = useNavigate();
  const s = useListSearch();
  const query = { params: { query: listQuery(LIST_OPERATION[kind], { page: s.page, search: s.search, customerId }) } };
  const social = useListCampaignTemplates(kind === 'social' ? query : null);
  const display = useListGdnCampaignTemplates(kind === 'display' ? query : null);
  const columns: Column<CampaignTemplate>[] = [
    { key: 'name', header: 'Name', render: (t) => <Text fontWeight="medium">{t.name}</Text> },
    { key: 'type', header: 'Type', render: (t) => CAMPAIGN_TYPE_LABELS[t.campaignType as CampaignType] ?? t.campaignType },
    { key: 'objective', header: 'Objective', render: (t) => OBJECTIVE_LABELS[t.objective] },
    { key: 'adSets', header: 'Ad sets', render: (t) => t.adSets.map((a) => `${a.name} (${LOCATION_TYPE_LABELS[a.location.type]})`).join(', ') },
    { key: 'updated', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
    { key: 'clone', header: '', width: '1%', render: (t) => (
      <IconButton asChild size="xs" variant="ghost" aria-label={`Clone ${t.name}`} onClick={(e) => e.stopPropagation()}>
        <RouterLink to={templatePath(customerId, kind, t.id, 'clone')}><LuCopy /></RouterLink>
      </IconButton>
    ) },
  ];
  return (
    <ListView list={s} query={kind === 'social' ? social : display} search={{ label: 'Search templates', placeholder: 'Template name', searchingText: 'Searching templates...' }}
      columns={columns} pageSize={pageSizeOf(LIST_OPERATION[kind])} empty={TEMPLATE_MESSAGES.noTemplates}
      onOpen={(t) => navigate(templatePath(customerId, kind, t.id, 'edit'))} />
  );
}

export function TemplateCreatePage({ kind }: { kind: TemplateKind }) {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const customerName = useCustomerName(customerId);
  return (
    <Page title={`${kind === 'social' ? 'Create campaign template' : 'Create GDN campaign template'}${customerName ? ` · ${customerName}` : ''}`}
      actions={<BackButton to={templatesPath(customerId, kind)} label="Back to templates" />}>
      <TemplateForm kind={kind} customerId={customerId} onSaved={(t) => navigate(templatePath(customerId, kind, t.id, 'edit'), { replace: true })} />
    </Page>
  );
}

/** The template of the address, of either kind (the other kind's hook is not called). */
function useTemplate(kind: TemplateKind) {
  const { campaignTemplateId = '', gdnCampaignTemplateId = '' } = useParams();
  const social = useGetCampaignTemplate(kind === 'social' ? { params: { path: { campaignTemplateId } } } : null);
  const display = useGetGdnCampaignTemplate(kind === 'display' ? { params: { path: { gdnCampaignTemplateId } } } : null);
  return kind === 'social' ? social : display;
}

function useDeleteTemplate(kind: TemplateKind) {
  const deleteSocial = useDeleteCampaignTemplate();
  const deleteDisplay = useDeleteGdnCampaignTemplate();
  return (id: string) => (kind === 'social'
    ? deleteSocial({ params: { path: { campaignTemplateId: id } } })
    : deleteDisplay({ params: { path: { gdnCampaignTemplateId: id } } }));
}

export function TemplateEditPage({ kind }: { kind: TemplateKind }) {
  const { customerId = '' } = useParams();
  const query = useTemplate(kind);
  const back = { to: templatesPath(customerId, kind), label: 'Back to templates' };
  const deleteAndLeave = useDeleteAndLeave(back.to);
  const remove = useDeleteTemplate(kind);
  return (
    <EditPage query={query} noun={NOUN[kind]} back={back} title={(t) => `Edit ${t.name}`}
      actions={(t) => (
        <HStack>
          <Button asChild variant="outline" size="sm"><RouterLink to={templatePath(customerId, kind, t.id, 'clone')}><LuCopy /> Clone</RouterLink></Button>
          <DeleteAndBack onDelete={() => deleteAndLeave(`Delete the template ${t.name}?`, () => remove(t.id))} to={back.to} label={back.label} />
        </HStack>
      )}>
      {(t) => <TemplateForm key={t.updatedAt} kind={kind} customerId={t.customerId} template={t} onSaved={() => undefined} />}
    </EditPage>
  );
}

interface CloneValues { name: string; customerId: string }

function useCloneTemplate(kind: TemplateKind) {
  const cloneSocial = useCloneCampaignTemplate();
  const cloneDisplay = useCloneGdnCampaignTemplate();
  return (id: string, body: { name: string; customerId: string; adAccountId?: null }) => (kind === 'social'
    ? cloneSocial({ params: { path: { campaignTemplateId: id } }, body })
    : cloneDisplay({ params: { path: { gdnCampaignTemplateId: id } }, body }));
}

export function TemplateClonePage({ kind }: { kind: TemplateKind }) {
  const { customerId = '' } = useParams();
  const query = useTemplate(kind);
  const back = { to: templatesPath(customerId, kind), label: 'Back to templates' };
  return (
    <EditPage query={query} noun={NOUN[kind]} back={back} title={(t) => `Clone ${t.name}`} actions={() => <BackButton to={back.to} label={back.label} />}>
      {(t) => <FormCard><CloneForm kind={kind} template={t} /></FormCard>}
    </EditPage>
  );
}

function CloneForm({ kind, template }: { kind: TemplateKind; template: CampaignTemplate }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const clone = useCloneTemplate(kind);
  const { data: customers } = useListCustomerOptions();
  const form = useApiForm<CloneValues, CampaignTemplate>({
    defaultValues: { name: `${template.name} (copy)`, customerId: template.customerId },
    validate: (v) => ({ name: v.name.trim() ? undefined : TEMPLATE_MESSAGES.name, customerId: v.customerId ? undefined : MESSAGES.customerRequired }),
    save: (v) => clone(template.id, {
      name: v.name.trim(), customerId: v.customerId,
      // Another customer's copy cannot run on this customer's account: it starts with none (a shared one stays).
      ...(v.customerId !== template.customerId && template.adAccountId ? { adAccountId: null } : {}),
    }),
    saved: (copy) => { dialogs.success(MESSAGES.successfullySaved); navigate(templatePath(copy.customerId, kind, copy.id, 'edit'), { replace: true }); },
  });
  return (
    <Form form={form}>
      <Stack gap="1"><Text fontSize="sm" color="fg.muted">{TEMPLATE_MESSAGES.cloneHelp}</Text></Stack>
      <TextField name="name" label="Name of the copy" required maxLength={200} />
      <SelectField name="customerId" label="For customer" required options={toOptions(customers?.items)} />
      <HStack><SubmitButton>Clone template</SubmitButton></HStack>
    </Form>
  );
}
