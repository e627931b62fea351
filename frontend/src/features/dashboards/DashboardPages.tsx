// /dashboards/list|create|edit/{dashboardId} and /dashboards/templates/list|create|edit/{templateId}
// (001 §2; the API allows admin and operations). Lists of 50 with a server-side search by name; the
// dashboard's template choice lists up to 1000 templates.
import { useState, type FormEvent } from 'react';
import { Alert, Button, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { customer } from '../../api/client.ts';
import {
  nameMap, useCustomerOptions, useDashboard, useDashboards, useDashboardSettings, useDashboardTemplate, useDashboardTemplateOptions,
  useDashboardTemplates, type Dashboard, type DashboardTemplate,
} from '../../api/customerHooks.ts';
import { isKey } from '../../api/hooks.ts';
import { problemMessage } from '../../api/problem.ts';
import { BackButton } from '../../components/BackButton.tsx';
import { DataTable, Pager, type Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SearchBox, useListSearch } from '../../components/ListSearch.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatDate, MESSAGES, PAGE_SIZES, ROUTES } from '../../constants.ts';
import { ConfigEditor, configText, parseConfig } from './ConfigEditor.tsx';

const dashboardEditPath = (id: string) => `${ROUTES.dashboardsEdit}/${id}`;
const templateEditPath = (id: string) => `${ROUTES.dashboardTemplatesEdit}/${id}`;

function useSettingsChoices() {
  const { data } = useDashboardSettings();
  return data;
}

// ---- dashboards ----
export function DashboardsListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const { data, isLoading, isValidating } = useDashboards({ page: s.page, search: s.search });
  const { data: customers } = useCustomerOptions();
  const { data: templates } = useDashboardTemplateOptions();
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
    <Page title="Dashboards" actions={
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={ROUTES.dashboardsCreate}><LuPlus /> Create dashboard</RouterLink></Button>
    }>
      <Stack gap="3">
        <SearchBox label="Search dashboards" placeholder="Search by name" value={s.value} onChange={s.setValue} tooShort={s.tooShort}
          searching={s.pending || (!!s.search && isValidating)} searchingText="Searching dashboards..." />
        <DataTable columns={columns} rows={data?.items} loading={isLoading} empty="No dashboards found." onRowClick={(d) => navigate(dashboardEditPath(d.id))} />
        <Pager page={s.page} pageSize={PAGE_SIZES.dashboards} count={data?.count ?? 0} onPageChange={s.setPage} />
      </Stack>
    </Page>
  );
}

function DashboardForm({ dashboard, defaultText }: { dashboard?: Dashboard; defaultText: string }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const choices = useSettingsChoices();
  const { data: customers } = useCustomerOptions();
  const { data: templates } = useDashboardTemplateOptions();
  const [name, setName] = useState(dashboard?.name ?? '');
  const [customerId, setCustomerId] = useState(dashboard?.customerId ?? '');
  const [templateId, setTemplateId] = useState(dashboard?.templateId ?? '');
  const [text, setText] = useState(dashboard ? configText(dashboard.config) : defaultText);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = parseConfig(text);
  const errors = {
    name: name.trim() ? undefined : MESSAGES.nameRequired,
    customerId: customerId ? undefined : MESSAGES.customerRequired,
    config: parsed.error,
  };
  const chooseTemplate = async (id: string) => {
    setTemplateId(id);
    if (!id || !(await dialogs.confirm({ title: 'Use the template\'s config?', message: 'The config below is replaced by the template\'s.' }))) return;
    const { data } = await customer.GET('/api/dashboard-templates/{templateId}', { params: { path: { templateId: id } } });
    if (data) setText(configText(data.config));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    setServerError(null);
    const result = dashboard
      ? await customer.PUT('/api/dashboards/{dashboardId}', {
        params: { path: { dashboardId: dashboard.id } }, body: { name: name.trim(), templateId: templateId || null, config: parsed.config! },
      })
      : await customer.POST('/api/dashboards', {
        body: { name: name.trim(), customerId, ...(templateId ? { templateId } : {}), config: parsed.config! },
      });
    setBusy(false);
    if (!result.data) return setServerError(problemMessage(result.error));
    await mutate(isKey('listDashboards'));
    await mutate(['getDashboard', result.data.id], result.data, { revalidate: false });
    dialogs.success(MESSAGES.successfullySaved);
    if (!dashboard) navigate(dashboardEditPath(result.data.id), { replace: true });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {serverError && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
        <FormField label="Name" error={errors.name} submitted={submitted} required>
          <Input name="name" maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <HStack gap="4" align="start">
          <FormField label="Customer" error={errors.customerId} submitted={submitted} required={!dashboard}>
            <Select name="customerId" placeholder="Choose a customer" value={customerId} onChange={setCustomerId}
              options={toOptions(customers?.items)} disabled={!!dashboard} />
          </FormField>
          <FormField label="Template" submitted={submitted}>
            <Select name="templateId" placeholder="None" value={templateId} onChange={(id) => void chooseTemplate(id)} options={toOptions(templates?.items)} />
          </FormField>
        </HStack>
        <ConfigEditor text={text} onChange={setText} choices={choices} />
        <HStack><Button type="submit" colorPalette="blue" loading={busy}>{dashboard ? 'Save' : 'Create dashboard'}</Button></HStack>
      </Stack>
    </form>
  );
}

export function DashboardCreatePage() {
  const settings = useSettingsChoices();
  return (
    <Page title="Create dashboard" actions={<BackButton to={ROUTES.dashboardsList} label="Back to dashboards" />}>
      <FormCard maxW="4xl">{settings ? <DashboardForm defaultText={configText(settings.defaultConfig)} /> : <Spinner />}</FormCard>
    </Page>
  );
}

export function DashboardEditPage() {
  const { dashboardId = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { mutate } = useSWRConfig();
  const { data: dashboard } = useDashboard(dashboardId);
  if (!dashboard) return <Spinner />;
  const remove = async () => {
    if (!(await dialogs.confirm(`Delete the dashboard ${dashboard.name}?`))) return;
    const { response, error } = await customer.DELETE('/api/dashboards/{dashboardId}', { params: { path: { dashboardId } } });
    if (!response.ok) return dialogs.error(problemMessage(error));
    await mutate(isKey('listDashboards'));
    navigate(ROUTES.dashboardsList);
  };
  return (
    <Page title={`Edit ${dashboard.name}`} actions={
      <>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete</Button>
        <BackButton to={ROUTES.dashboardsList} label="Back to dashboards" />
      </>
    }>
      <FormCard maxW="4xl"><DashboardForm key={dashboard.updatedAt} dashboard={dashboard} defaultText="" /></FormCard>
    </Page>
  );
}

// ---- templates ----
export function DashboardTemplatesListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const { data, isLoading, isValidating } = useDashboardTemplates({ page: s.page, search: s.search });
  const columns: Column<DashboardTemplate>[] = [
    { key: 'name', header: 'Name', render: (t) => <Text fontWeight="medium">{t.name}</Text> },
    { key: 'description', header: 'Description', render: (t) => <Text lineClamp={1}>{t.description ?? ''}</Text> },
    { key: 'vertical', header: 'Vertical', render: (t) => t.config.themes.vertical },
    { key: 'updated', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
  ];
  return (
    <Page title="Dashboard templates" actions={
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={ROUTES.dashboardTemplatesCreate}><LuPlus /> Create template</RouterLink></Button>
    }>
      <Stack gap="3">
        <SearchBox label="Search templates" placeholder="Search by name" value={s.value} onChange={s.setValue} tooShort={s.tooShort}
          searching={s.pending || (!!s.search && isValidating)} searchingText="Searching templates..." />
        <DataTable columns={columns} rows={data?.items} loading={isLoading} empty="No templates found." onRowClick={(t) => navigate(templateEditPath(t.id))} />
        <Pager page={s.page} pageSize={PAGE_SIZES.dashboardTemplates} count={data?.count ?? 0} onPageChange={s.setPage} />
      </Stack>
    </Page>
  );
}

function TemplateForm({ template, defaultText }: { template?: DashboardTemplate; defaultText: string }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const choices = useSettingsChoices();
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [text, setText] = useState(template ? configText(template.config) : defaultText);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = parseConfig(text);
  const errors = { name: name.trim() ? undefined : MESSAGES.nameRequired, config: parsed.error };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    setServerError(null);
    const result = template
      ? await customer.PUT('/api/dashboard-templates/{templateId}', {
        params: { path: { templateId: template.id } }, body: { name: name.trim(), description: description.trim() || null, config: parsed.config! },
      })
      : await customer.POST('/api/dashboard-templates', {
        body: { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}), config: parsed.config! },
      });
    setBusy(false);
    if (!result.data) return setServerError(problemMessage(result.error));
    await mutate(isKey('listDashboardTemplates'));
    await mutate(isKey('listDashboardTemplateOptions'));
    await mutate(['getDashboardTemplate', result.data.id], result.data, { revalidate: false });
    dialogs.success(MESSAGES.successfullySaved);
    if (!template) navigate(templateEditPath(result.data.id), { replace: true });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {serverError && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
        <FormField label="Name" error={errors.name} submitted={submitted} required>
          <Input name="name" maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Description" submitted={submitted}>
          <Textarea name="description" rows={2} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </FormField>
        <ConfigEditor text={text} onChange={setText} choices={choices} />
        <HStack><Button type="submit" colorPalette="blue" loading={busy}>{template ? 'Save' : 'Create template'}</Button></HStack>
      </Stack>
    </form>
  );
}

export function DashboardTemplateCreatePage() {
  const settings = useSettingsChoices();
  return (
    <Page title="Create dashboard template" actions={<BackButton to={ROUTES.dashboardTemplatesList} label="Back to templates" />}>
      <FormCard maxW="4xl">{settings ? <TemplateForm defaultText={configText(settings.defaultConfig)} /> : <Spinner />}</FormCard>
    </Page>
  );
}

export function DashboardTemplateEditPage() {
  const { templateId = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { mutate } = useSWRConfig();
  const { data: template } = useDashboardTemplate(templateId);
  if (!template) return <Spinner />;
  const remove = async () => {
    if (!(await dialogs.confirm(`Delete the template ${template.name}? Dashboards made from it keep their config.`))) return;
    const { response, error } = await customer.DELETE('/api/dashboard-templates/{templateId}', { params: { path: { templateId } } });
    if (!response.ok) return dialogs.error(problemMessage(error));
    await mutate(isKey('listDashboardTemplates'));
    await mutate(isKey('listDashboardTemplateOptions'));
    navigate(ROUTES.dashboardTemplatesList);
  };
  return (
    <Page title={`Edit ${template.name}`} actions={
      <>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete</Button>
        <BackButton to={ROUTES.dashboardTemplatesList} label="Back to templates" />
      </>
    }>
      <FormCard maxW="4xl"><TemplateForm key={template.updatedAt} template={template} defaultText="" /></FormCard>
    </Page>
  );
}
