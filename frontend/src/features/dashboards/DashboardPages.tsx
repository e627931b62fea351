// /dashboards/list|create|edit/{dashboardId} and /dashboards/templates/list|create|edit/{templateId}
// (001 §2; the API allows admin and operations). Lists of 50 with a server-side search by name; the
// dashboard's template choice lists up to 1000 templates.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import {
  useCreateDashboard, useCreateDashboardTemplate, useDeleteDashboard, useDeleteDashboardTemplate, useGetDashboard, useGetDashboardSettings,
  useGetDashboardTemplate, useListCustomerOptions, useListDashboards, useListDashboardTemplateOptions, useListDashboardTemplates,
  useUpdateDashboard, useUpdateDashboardTemplate, type Dashboard, type DashboardTemplate,
} from '../../lib/api/generated/customer.ts';
import { listParams, nameMap } from '../../lib/api/lists.ts';
import { BackButton } from '../../components/BackButton.tsx';
import { DataTable, Pager, type Column } from '../../components/DataTable.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useDeleteAndLeave, useFormSubmit } from '../../components/editPage.ts';
import { FormField } from '../../components/FormField.tsx';
import { SearchBox, useListSearch } from '../../components/ListSearch.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { ServerError } from '../../components/ServerError.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatDate, MESSAGES, PAGE_SIZES, ROUTES } from '../../constants.ts';
import { ConfigEditor, configText, parseConfig } from './ConfigEditor.tsx';

const dashboardEditPath = (id: string) => `${ROUTES.dashboardsEdit}/${id}`;
const templateEditPath = (id: string) => `${ROUTES.dashboardTemplatesEdit}/${id}`;

function useSettingsChoices() {
  const { data } = useGetDashboardSettings(undefined, { revalidateOnFocus: false });
  return data;
}

/** A list of 50 with a server-side search by name and a create button; a row opens its edit page. */
function SearchListPage<T extends { id: string }>({ title, create, createLabel, noun, pageSize, columns, query, search: s, onOpen }: {
  title: string; create: string; createLabel: string; noun: string; pageSize: number; columns: Column<T>[];
  query: { data?: { items: T[]; count: number }; isLoading: boolean; isValidating: boolean }; search: ReturnType<typeof useListSearch>; onOpen(row: T): void;
}) {
  const { data, isLoading, isValidating } = query;
  return (
    <Page title={title} actions={
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={create}><LuPlus /> {createLabel}</RouterLink></Button>
    }>
      <Stack gap="3">
        <SearchBox label={`Search ${noun}`} placeholder="Search by name" value={s.value} onChange={s.setValue} tooShort={s.tooShort}
          searching={s.pending || (!!s.search && isValidating)} searchingText={`Searching ${noun}...`} />
        <DataTable columns={columns} rows={data?.items} loading={isLoading} empty={`No ${noun} found.`} onRowClick={onOpen} />
        <Pager page={s.page} pageSize={pageSize} count={data?.count ?? 0} onPageChange={s.setPage} />
      </Stack>
    </Page>
  );
}

/** What a dashboard's and a template's forms both edit: the name and the config (as text). */
function useNameAndConfig(item: { name: string; config: Dashboard['config'] } | undefined, defaultText: string) {
  const choices = useSettingsChoices();
  const [name, setName] = useState(item?.name ?? '');
  const [text, setText] = useState(item ? configText(item.config) : defaultText);
  return { choices, name, setName, text, setText, parsed: parseConfig(text), nameError: name.trim() ? undefined : MESSAGES.nameRequired };
}

/** The form of a dashboard or a template: the name, their own fields (children), the config and submit. */
function ConfigForm({ form, fields: { name, setName, nameError, text, setText, choices }, children, submitLabel }: {
  form: ReturnType<typeof useFormSubmit>; fields: ReturnType<typeof useNameAndConfig>; children: ReactNode; submitLabel: string;
}) {
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="4">
        <ServerError message={form.serverError} />
        <FormField label="Name" error={nameError} submitted={form.submitted} required>
          <Input name="name" maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        {children}
        <ConfigEditor text={text} onChange={setText} choices={choices} />
        <HStack><Button type="submit" colorPalette="blue" loading={form.busy}>{submitLabel}</Button></HStack>
      </Stack>
    </form>
  );
}

/** A create page: the form once the default config is known. */
function ConfigCreatePage({ title, back, backLabel, form }: { title: string; back: string; backLabel: string; form(defaultText: string): ReactNode }) {
  const settings = useSettingsChoices();
  return (
    <Page title={title} actions={<BackButton to={back} label={backLabel} />}>
      <FormCard maxW="4xl">{settings ? form(configText(settings.defaultConfig)) : <Spinner />}</FormCard>
    </Page>
  );
}

// ---- dashboards ----
export function DashboardsListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const query = useListDashboards({ params: { query: listParams({ page: s.page, limit: PAGE_SIZES.dashboards, sort: 'name', search: s.search }) } });
  const { data: customers } = useListCustomerOptions();
  const { data: templates } = useListDashboardTemplateOptions();
  const customerNames = nameMap(customers?.items);
  const templateNames = nameMap(templates?.items);
  const columns: Column<Dashboard>[] = [
    { key: 'name', header: 'Name', render: (d) => <Text fontWeight="medium">{d.name}</Text> },
    { key: 'customer', header: 'Customer', render: (d) => customerNames.get(d.customerId) ?? '' },
    { key: 'template', header: 'Template', render: (d) => (d.templateId ? templateNames.get(d.templateId) ?? '' : '') },
    { key: 'vertical', header: 'Vertical', render: (d) => d.config.themes.vertical },
    { key: 'updated', header: 'Updated', render: (d) => formatDate(d.updatedAt) },
  ];
  return (
    <SearchListPage title="Dashboards" create={ROUTES.dashboardsCreate} createLabel="Create dashboard" noun="dashboards" pageSize={PAGE_SIZES.dashboards}
      columns={columns} query={query} search={s} onOpen={(d) => navigate(dashboardEditPath(d.id))} />
  );
}

function DashboardForm({ dashboard, defaultText }: { dashboard?: Dashboard; defaultText: string }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const createDashboard = useCreateDashboard();
  const updateDashboard = useUpdateDashboard();
  const fields = useNameAndConfig(dashboard, defaultText);
  const { name, setText, parsed } = fields;
  const { data: customers } = useListCustomerOptions();
  const { data: templates } = useListDashboardTemplateOptions();
  const [customerId, setCustomerId] = useState(dashboard?.customerId ?? '');
  const [templateId, setTemplateId] = useState(dashboard?.templateId ?? '');
  const errors = { name: fields.nameError, customerId: customerId ? undefined : MESSAGES.customerRequired, config: parsed.error };
  // The template whose config replaces the one below, once the user said yes and it has loaded.
  const [adopting, setAdopting] = useState<string | null>(null);
  const { data: adopted } = useGetDashboardTemplate(adopting ? { params: { path: { templateId: adopting } } } : null);
  useEffect(() => {
    if (!adopted || adopted.id !== adopting) return;
    setText(configText(adopted.config));
    setAdopting(null);
  }, [adopted, adopting, setText]);
  const chooseTemplate = async (id: string) => {
    setTemplateId(id);
    if (!id || !(await dialogs.confirm({ title: 'Use the template\'s config?', message: 'The config below is replaced by the template\'s.' }))) return;
    setAdopting(id);
  };
  const form = useFormSubmit(errors, () => (dashboard
    ? updateDashboard({
      params: { path: { dashboardId: dashboard.id } }, body: { name: name.trim(), templateId: templateId || null, config: parsed.config! },
    })
    : createDashboard({
      body: { name: name.trim(), customerId, ...(templateId ? { templateId } : {}), config: parsed.config! },
    })), async (saved) => {
    dialogs.success(MESSAGES.successfullySaved);
    if (!dashboard) navigate(dashboardEditPath(saved.id), { replace: true });
  });
  return (
    <ConfigForm form={form} fields={fields} submitLabel={dashboard ? 'Save' : 'Create dashboard'}>
      <HStack gap="4" align="start">
        <FormField label="Customer" error={errors.customerId} submitted={form.submitted} required={!dashboard}
          helper={dashboard ? "A dashboard's customer cannot be changed." : undefined}>
          <Select name="customerId" placeholder="Choose a customer" value={customerId} onChange={setCustomerId}
            options={toOptions(customers?.items)} disabled={!!dashboard} />
        </FormField>
        <FormField label="Template" submitted={form.submitted}>
          <Select name="templateId" placeholder="None" value={templateId} onChange={(id) => void chooseTemplate(id)} options={toOptions(templates?.items)} />
        </FormField>
      </HStack>
    </ConfigForm>
  );
}

export function DashboardCreatePage() {
  return (
    <ConfigCreatePage title="Create dashboard" back={ROUTES.dashboardsList} backLabel="Back to dashboards"
      form={(defaultText) => <DashboardForm defaultText={defaultText} />} />
  );
}

export function DashboardEditPage() {
  const { dashboardId = '' } = useParams();
  const deleteAndLeave = useDeleteAndLeave(ROUTES.dashboardsList);
  const deleteDashboard = useDeleteDashboard();
  const { data: dashboard } = useGetDashboard({ params: { path: { dashboardId } } });
  if (!dashboard) return <Spinner />;
  const remove = () => deleteAndLeave(`Delete the dashboard ${dashboard.name}?`,
    () => deleteDashboard({ params: { path: { dashboardId } } }));
  return (
    <Page title={`Edit ${dashboard.name}`} actions={<DeleteAndBack onDelete={remove} to={ROUTES.dashboardsList} label="Back to dashboards" />}>
      <FormCard maxW="4xl"><DashboardForm key={dashboard.updatedAt} dashboard={dashboard} defaultText="" /></FormCard>
    </Page>
  );
}

// ---- templates ----
export function DashboardTemplatesListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const query = useListDashboardTemplates({ params: { query: listParams({ page: s.page, limit: PAGE_SIZES.dashboardTemplates, sort: 'name', search: s.search }) } });
  const columns: Column<DashboardTemplate>[] = [
    { key: 'name', header: 'Name', render: (t) => <Text fontWeight="medium">{t.name}</Text> },
    { key: 'description', header: 'Description', render: (t) => <Text lineClamp={1}>{t.description ?? ''}</Text> },
    { key: 'vertical', header: 'Vertical', render: (t) => t.config.themes.vertical },
    { key: 'updated', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
  ];
  return (
    <SearchListPage title="Dashboard templates" create={ROUTES.dashboardTemplatesCreate} createLabel="Create template" noun="templates"
      pageSize={PAGE_SIZES.dashboardTemplates} columns={columns} query={query} search={s} onOpen={(t) => navigate(templateEditPath(t.id))} />
  );
}

function TemplateForm({ template, defaultText }: { template?: DashboardTemplate; defaultText: string }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const createTemplate = useCreateDashboardTemplate();
  const updateTemplate = useUpdateDashboardTemplate();
  const fields = useNameAndConfig(template, defaultText);
  const { name, parsed } = fields;
  const [description, setDescription] = useState(template?.description ?? '');
  const errors = { name: fields.nameError, config: parsed.error };
  const form = useFormSubmit(errors, () => (template
    ? updateTemplate({
      params: { path: { templateId: template.id } }, body: { name: name.trim(), description: description.trim() || null, config: parsed.config! },
    })
    : createTemplate({
      body: { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}), config: parsed.config! },
    })), async (saved) => {
    dialogs.success(MESSAGES.successfullySaved);
    if (!template) navigate(templateEditPath(saved.id), { replace: true });
  });
  return (
    <ConfigForm form={form} fields={fields} submitLabel={template ? 'Save' : 'Create template'}>
      <FormField label="Description" submitted={form.submitted}>
        <Textarea name="description" rows={2} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
    </ConfigForm>
  );
}

export function DashboardTemplateCreatePage() {
  return (
    <ConfigCreatePage title="Create dashboard template" back={ROUTES.dashboardTemplatesList} backLabel="Back to templates"
      form={(defaultText) => <TemplateForm defaultText={defaultText} />} />
  );
}

export function DashboardTemplateEditPage() {
  const { templateId = '' } = useParams();
  const deleteAndLeave = useDeleteAndLeave(ROUTES.dashboardTemplatesList);
  const deleteTemplate = useDeleteDashboardTemplate();
  const { data: template } = useGetDashboardTemplate({ params: { path: { templateId } } });
  if (!template) return <Spinner />;
  const remove = () => deleteAndLeave(`Delete the template ${template.name}? Dashboards made from it keep their config.`,
    () => deleteTemplate({ params: { path: { templateId } } }));
  return (
    <Page title={`Edit ${template.name}`} actions={<DeleteAndBack onDelete={remove} to={ROUTES.dashboardTemplatesList} label="Back to templates" />}>
      <FormCard maxW="4xl"><TemplateForm key={template.updatedAt} template={template} defaultText="" /></FormCard>
    </Page>
  );
}
