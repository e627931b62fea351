// /dashboards/list|create|edit/{dashboardId} and /dashboards/templates/list|create|edit/{templateId}
// (001 §2; the API allows admin and operations). Lists of 50 with a server-side search by name; the
// dashboard's template choice lists up to 1000 templates. The config is a form (ConfigEditor.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import {
  useCreateDashboard, useCreateDashboardTemplate, useDeleteDashboard, useDeleteDashboardTemplate, useGetDashboard, useGetDashboardSettings,
  useGetDashboardTemplate, useListCustomerOptions, useListDashboards, useListDashboardTemplateOptions, useListDashboardTemplates,
  useUpdateDashboard, useUpdateDashboardTemplate, type Dashboard, type DashboardConfig, type DashboardTemplate,
} from '../../lib/api/generated/customer.ts';
import { listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage, type ListViewProps } from '../../components/ListPage.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { useApiForm, type ApiForm } from '../../lib/forms/useApiForm.ts';
import { useListSearch } from '../../components/ListSearch.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { toOptions } from '../../components/Select.tsx';
import { formatDate, MESSAGES } from '../../constants.ts';
import { DASHBOARD_PATHS } from './paths.ts';
import { ConfigEditor } from './ConfigEditor.tsx';
import { checkConfig, configToSend, type NameAndConfig } from './configRules.ts';

const dashboardEditPath = (id: string) => `${DASHBOARD_PATHS.dashboardsEdit}/${id}`;
const templateEditPath = (id: string) => `${DASHBOARD_PATHS.dashboardTemplatesEdit}/${id}`;

const useSettings = () => useGetDashboardSettings(undefined, { revalidateOnFocus: false });
const useSettingsChoices = () => useSettings().data;

/** A list of 50 with a server-side search by name and a create button; a row opens its edit page. */
function SearchListPage<T extends { id: string }>({ title, create, createLabel, noun, ...list }: Omit<ListViewProps<T>, 'search' | 'empty'> & {
  title: string; create: string; createLabel: string; noun: string;
}) {
  return (
    <ListPage title={title} actions={<Button asChild colorPalette="blue" size="sm"><RouterLink to={create}><LuPlus /> {createLabel}</RouterLink></Button>}
      search={{ label: `Search ${noun}`, placeholder: 'Search by name', searchingText: `Searching ${noun}...` }} empty={`No ${noun} found.`} {...list} />
  );
}

const checkNameAndConfig = (v: NameAndConfig) => ({
  name: v.name.trim() ? undefined : MESSAGES.nameRequired,
  ...checkConfig(v.config),
});

/** The config's form, with the choices of the dashboard settings once they are known. */
function ConfigField() {
  const choices = useSettingsChoices();
  return <ConfigEditor {...(choices ? { choices } : {})} />;
}

/** The form of a dashboard or a template: the name, their own fields (children), the config and submit. */
function ConfigForm<V extends NameAndConfig>({ form, children, submitLabel }: { form: ApiForm<V>; children: ReactNode; submitLabel: string }) {
  return (
    <Form form={form}>
      <TextField name="name" label="Name" required maxLength={200} />
      {children}
      <ConfigField />
      <HStack><SubmitButton>{submitLabel}</SubmitButton></HStack>
    </Form>
  );
}

/** A create page: the form once the default config is known. */
function ConfigCreatePage({ title, back, backLabel, form }: { title: string; back: string; backLabel: string; form(defaultConfig: DashboardConfig): ReactNode }) {
  const settings = useSettings();
  return (
    <Page title={title} actions={<BackButton to={back} label={backLabel} />}>
      <FormCard maxW="4xl"><QueryState query={settings}>{(loaded) => form(loaded.defaultConfig)}</QueryState></FormCard>
    </Page>
  );
}

// ---- dashboards ----
export function DashboardsListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const query = useListDashboards({ params: { query: listQuery('listDashboards', { page: s.page, search: s.search }) } });
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
    <SearchListPage title="Dashboards" create={DASHBOARD_PATHS.dashboardsCreate} createLabel="Create dashboard" noun="dashboards" pageSize={pageSizeOf('listDashboards')}
      columns={columns} query={query} list={s} onOpen={(d) => navigate(dashboardEditPath(d.id))} />
  );
}

interface DashboardValues extends NameAndConfig { customerId: string; templateId: string }

function DashboardForm({ dashboard, defaultConfig }: { dashboard?: Dashboard; defaultConfig?: DashboardConfig }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const createDashboard = useCreateDashboard();
  const updateDashboard = useUpdateDashboard();
  const { data: customers } = useListCustomerOptions();
  const { data: templates } = useListDashboardTemplateOptions();
  const form = useApiForm<DashboardValues, Dashboard>({
    defaultValues: {
      name: dashboard?.name ?? '', config: dashboard?.config ?? defaultConfig,
      customerId: dashboard?.customerId ?? '', templateId: dashboard?.templateId ?? '',
    },
    validate: (v) => ({ ...checkNameAndConfig(v), customerId: v.customerId ? undefined : MESSAGES.customerRequired }),
    save: (v) => {
      const config = configToSend(v.config);
      return dashboard
        ? updateDashboard({ params: { path: { dashboardId: dashboard.id } }, body: { name: v.name.trim(), templateId: v.templateId || null, config } })
        : createDashboard({ body: { name: v.name.trim(), customerId: v.customerId, ...(v.templateId ? { templateId: v.templateId } : {}), config } });
    },
    saved: (saved) => {
      dialogs.success(MESSAGES.successfullySaved);
      if (!dashboard) navigate(dashboardEditPath(saved.id), { replace: true });
    },
  });
  // The template whose config replaces the one below, once the user said yes and it has loaded.
  const [adopting, setAdopting] = useState<string | null>(null);
  const { data: adopted } = useGetDashboardTemplate(adopting ? { params: { path: { templateId: adopting } } } : null);
  const { setValue } = form;
  useEffect(() => {
    if (!adopted || adopted.id !== adopting) return;
    // Part by part, so the tabs' field array and every field take the template's values.
    for (const key of Object.keys(adopted.config) as (keyof DashboardConfig)[]) {
      setValue(`config.${key}`, structuredClone(adopted.config[key]), { shouldDirty: true });
    }
    setAdopting(null);
  }, [adopted, adopting, setValue]);
  const chooseTemplate = async (id: string) => {
    if (!id || !(await dialogs.confirm({ title: 'Use the template\'s config?', message: 'The config below is replaced by the template\'s.' }))) return;
    setAdopting(id);
  };
  return (
    <ConfigForm form={form} submitLabel={dashboard ? 'Save' : 'Create dashboard'}>
      <HStack gap="4" align="start">
        <SelectField name="customerId" label="Customer" required={!dashboard} placeholder="Choose a customer" options={toOptions(customers?.items)}
          disabled={!!dashboard} helper={dashboard ? "A dashboard's customer cannot be changed." : undefined} />
        <SelectField name="templateId" label="Template" placeholder="None" options={toOptions(templates?.items)} onPick={(id) => void chooseTemplate(id)} />
      </HStack>
    </ConfigForm>
  );
}

export function DashboardCreatePage() {
  return (
    <ConfigCreatePage title="Create dashboard" back={DASHBOARD_PATHS.dashboardsList} backLabel="Back to dashboards"
      form={(defaultConfig) => <DashboardForm defaultConfig={defaultConfig} />} />
  );
}

export function DashboardEditPage() {
  const { dashboardId = '' } = useParams();
  const deleteAndLeave = useDeleteAndLeave(DASHBOARD_PATHS.dashboardsList);
  const deleteDashboard = useDeleteDashboard();
  const query = useGetDashboard({ params: { path: { dashboardId } } });
  const remove = (dashboard: Dashboard) => deleteAndLeave(`Delete the dashboard ${dashboard.name}?`,
    () => deleteDashboard({ params: { path: { dashboardId } } }));
  return (
    <EditPage query={query} noun="dashboard" back={{ to: DASHBOARD_PATHS.dashboardsList, label: 'Back to dashboards' }} title={(d) => `Edit ${d.name}`}
      actions={(d) => <DeleteAndBack onDelete={() => remove(d)} to={DASHBOARD_PATHS.dashboardsList} label="Back to dashboards" />}>
      {(d) => <FormCard maxW="4xl"><DashboardForm key={d.updatedAt} dashboard={d} /></FormCard>}
    </EditPage>
  );
}

// ---- templates ----
export function DashboardTemplatesListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const query = useListDashboardTemplates({ params: { query: listQuery('listDashboardTemplates', { page: s.page, search: s.search }) } });
  const columns: Column<DashboardTemplate>[] = [
    { key: 'name', header: 'Name', render: (t) => <Text fontWeight="medium">{t.name}</Text> },
    { key: 'description', header: 'Description', render: (t) => <Text lineClamp={1}>{t.description ?? ''}</Text> },
    { key: 'vertical', header: 'Vertical', render: (t) => t.config.themes.vertical },
    { key: 'updated', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
  ];
  return (
    <SearchListPage title="Dashboard templates" create={DASHBOARD_PATHS.dashboardTemplatesCreate} createLabel="Create template" noun="templates"
      pageSize={pageSizeOf('listDashboardTemplates')} columns={columns} query={query} list={s} onOpen={(t) => navigate(templateEditPath(t.id))} />
  );
}

interface TemplateValues extends NameAndConfig { description: string }

function TemplateForm({ template, defaultConfig }: { template?: DashboardTemplate; defaultConfig?: DashboardConfig }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const createTemplate = useCreateDashboardTemplate();
  const updateTemplate = useUpdateDashboardTemplate();
  const form = useApiForm<TemplateValues, DashboardTemplate>({
    defaultValues: { name: template?.name ?? '', config: template?.config ?? defaultConfig, description: template?.description ?? '' },
    validate: checkNameAndConfig,
    save: (v) => {
      const config = configToSend(v.config);
      const description = v.description.trim();
      return template
        ? updateTemplate({ params: { path: { templateId: template.id } }, body: { name: v.name.trim(), description: description || null, config } })
        : createTemplate({ body: { name: v.name.trim(), ...(description ? { description } : {}), config } });
    },
    saved: (saved) => {
      dialogs.success(MESSAGES.successfullySaved);
      if (!template) navigate(templateEditPath(saved.id), { replace: true });
    },
  });
  return (
    <ConfigForm form={form} submitLabel={template ? 'Save' : 'Create template'}>
      <TextField name="description" label="Description" multiline rows={2} maxLength={2000} />
    </ConfigForm>
  );
}

export function DashboardTemplateCreatePage() {
  return (
    <ConfigCreatePage title="Create dashboard template" back={DASHBOARD_PATHS.dashboardTemplatesList} backLabel="Back to templates"
      form={(defaultConfig) => <TemplateForm defaultConfig={defaultConfig} />} />
  );
}

export function DashboardTemplateEditPage() {
  const { templateId = '' } = useParams();
  const deleteAndLeave = useDeleteAndLeave(DASHBOARD_PATHS.dashboardTemplatesList);
  const deleteTemplate = useDeleteDashboardTemplate();
  const query = useGetDashboardTemplate({ params: { path: { templateId } } });
  const remove = (template: DashboardTemplate) => deleteAndLeave(`Delete the template ${template.name}? Dashboards made from it keep their config.`,
    () => deleteTemplate({ params: { path: { templateId } } }));
  return (
    <EditPage query={query} noun="template" back={{ to: DASHBOARD_PATHS.dashboardTemplatesList, label: 'Back to templates' }} title={(t) => `Edit ${t.name}`}
      actions={(t) => <DeleteAndBack onDelete={() => remove(t)} to={DASHBOARD_PATHS.dashboardTemplatesList} label="Back to templates" />}>
      {(t) => <FormCard maxW="4xl"><TemplateForm key={t.updatedAt} template={t} /></FormCard>}
    </EditPage>
  );
}
