// /customer/{customerId}/stores, …/stores/create, …/store/{storeId}/edit and …/clone (admin, operations;
// 000 §2): a customer's feeds. The password or token is write-only: the form never shows it, an empty
// field keeps the stored one (the server says so), and "Test connection" tries the settings as typed;
// the edit page also fetches the store's listings as an import job (ImportPanel).
import { useState } from 'react';
import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LuCopy, LuPlus } from 'react-icons/lu';
import {
  useCloneStore, useCreateStore, useGetStore, useListStores, useTestStore, useUpdateStore,
  type CreateStoreRequest, type Store, type StoreCredentialsInput, type StoreTestResult,
} from '../../lib/api/generated/listing.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { useListSearch } from '../../components/ListSearch.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { formatDate, MESSAGES } from '../../constants.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';
import { ImportPanel } from './ImportPanel.tsx';

export const storesPath = (customerId: string) => `${CUSTOMER_PATHS.customer}/${customerId}/stores`;
export const storePath = (customerId: string, storeId: string, page: 'edit' | 'clone') => `${CUSTOMER_PATHS.customer}/${customerId}/store/${storeId}/${page}`;

const FORMATS = [{ value: 'REAXML', label: 'REAXML feed' }, { value: 'JSON', label: 'JSON feed' }];
const AUTH_TYPES = [{ value: 'none', label: 'None' }, { value: 'basic', label: 'User name and password' }, { value: 'token', label: 'Token in a header' }];
const AUTH_LABELS: Record<string, string> = { none: 'None', basic: 'Basic', token: 'Token' };

export function StoresListPage() {
  const navigate = useNavigate();
  const { customerId = '' } = useParams();
  const s = useListSearch();
  const query = useListStores({ params: { query: listQuery('listStores', { page: s.page, search: s.search, customerId }) } });
  const columns: Column<Store>[] = [
    { key: 'name', header: 'Name', render: (x) => <Text fontWeight="medium">{x.name}</Text> },
    { key: 'format', header: 'Format', render: (x) => x.format },
    { key: 'url', header: 'URL', render: (x) => x.url },
    { key: 'auth', header: 'Authentication', render: (x) => AUTH_LABELS[x.credentials.type] ?? x.credentials.type },
    { key: 'created', header: 'Created', render: (x) => formatDate(x.createdAt) },
  ];
  return (
    <ListPage title="Stores" actions={
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={`${storesPath(customerId)}/create`}><LuPlus /> Create store</RouterLink></Button>
    } list={s} query={query} search={{ label: 'Search stores', placeholder: 'Search by name or URL', searchingText: 'Searching stores...' }}
      columns={columns} pageSize={pageSizeOf('listStores')} empty="No stores yet." onOpen={(x) => navigate(storePath(customerId, x.id, 'edit'))} />
  );
}

interface StoreValues { name: string; format: string; url: string; authType: string; username: string; password: string; headerName: string; token: string }

const valuesOf = (store: Store | undefined, name?: string): StoreValues => ({
  name: name ?? store?.name ?? '', format: store?.format ?? 'REAXML', url: store?.url ?? '', authType: store?.credentials.type ?? 'none',
  username: store?.credentials.username ?? '', password: '', headerName: store?.credentials.headerName ?? 'Authorization', token: '',
});

const checkStore = (v: StoreValues) => ({
  name: v.name.trim() ? undefined : MESSAGES.nameRequired,
  url: /^https?:\/\/\S+$/i.test(v.url.trim()) ? undefined : 'Please enter the feed URL (http:// or https://).',
  username: v.authType === 'basic' && !v.username.trim() ? 'Please enter the user name.' : undefined,
});

/** The credentials as sent: a password or token left empty is left out, so the stored one stays. */
function credentialsOf(v: StoreValues): StoreCredentialsInput {
  if (v.authType === 'basic') return { type: 'basic', username: v.username.trim(), ...(v.password ? { password: v.password } : {}) };
  if (v.authType === 'token') return { type: 'token', headerName: v.headerName.trim() || 'Authorization', ...(v.token ? { token: v.token } : {}) };
  return { type: 'none' };
}

const bodyOf = (v: StoreValues) => ({ name: v.name.trim(), format: v.format as CreateStoreRequest['format'], url: v.url.trim(), credentials: credentialsOf(v) });

/** The form's problem paths: /body/credentials/password is the password field. */
const fieldOf = (path: string) => {
  const m = /^\/body\/credentials\/(username|password|headerName|token)$/.exec(path);
  return m ? m[1] : path === '/body/credentials' ? 'authType' : undefined;
};

function StoreForm({ customerId, store, mode, onSaved }: { customerId: string; store?: Store; mode: 'create' | 'edit' | 'clone'; onSaved(store: Store): void }) {
  const dialogs = useDialogs();
  const createStore = useCreateStore();
  const updateStore = useUpdateStore();
  const cloneStore = useCloneStore();
  const testStore = useTestStore();
  const [tested, setTested] = useState<StoreTestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const form = useApiForm<StoreValues, Store>({
    defaultValues: valuesOf(store, mode === 'clone' && store ? `Copy of ${store.name}` : undefined),
    validate: checkStore,
    fieldOf,
    save: (v) => {
      if (mode === 'create') return createStore({ body: { customerId, ...bodyOf(v) } });
      return mode === 'clone'
        ? cloneStore({ params: { path: { storeId: store!.id } }, body: bodyOf(v) })
        : updateStore({ params: { path: { storeId: store!.id } }, body: bodyOf(v) });
    },
    saved: (saved) => {
      dialogs.success(MESSAGES.successfullySaved);
      onSaved(saved);
    },
  });
  const authType = form.watch('authType');
  const secretSet = !!store?.credentials.secretSet && store.credentials.type === authType;
  const test = async () => {
    const v = form.getValues();
    setTesting(true);
    setTested(null);
    try {
      const answer = await testStore({ body: { ...(store ? { storeId: store.id } : {}), format: v.format as CreateStoreRequest['format'], url: v.url.trim(), credentials: credentialsOf(v) } });
      const problem = answer.error as { detail?: string } | undefined;
      setTested(answer.data ?? { ok: false, message: problem?.detail ?? 'The test could not be run.', httpStatus: null, listingCount: null });
    } finally {
      setTesting(false);
    }
  };
  return (
    <Form form={form}>
      <TextField name="name" label="Name" required maxLength={200} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="format" label="Format" required options={FORMATS} />
        <SelectField name="authType" label="Authentication" options={AUTH_TYPES} />
      </SimpleGrid>
      <TextField name="url" label="Feed URL" required maxLength={2000} placeholder="https://feeds.example.com/reaxml.xml"
        helper="Listings are fetched only from this URL's host." />
      {authType === 'basic' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="username" label="User name" required maxLength={200} autoComplete="off" />
          <TextField name="password" label="Password" type="password" maxLength={1000} autoComplete="new-password"
            helper={secretSet ? 'Stored. Leave empty to keep it.' : undefined} />
        </SimpleGrid>
      )}
      {authType === 'token' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="headerName" label="Header" maxLength={100} />
          <TextField name="token" label="Token" type="password" maxLength={4000} autoComplete="new-password"
            helper={secretSet ? 'Stored. Leave empty to keep it.' : undefined} />
        </SimpleGrid>
      )}
      {tested && (
        <Alert.Root status={tested.ok ? 'success' : 'error'} role="status">
          <Alert.Indicator />
          <Alert.Title>{tested.message}</Alert.Title>
        </Alert.Root>
      )}
      <HStack>
        <SubmitButton>{mode === 'create' ? 'Create store' : mode === 'clone' ? 'Clone store' : 'Save'}</SubmitButton>
        <Button variant="outline" onClick={() => void test()} loading={testing} loadingText="Testing...">Test connection</Button>
      </HStack>
    </Form>
  );
}

export function StoreCreatePage() {
  const navigate = useNavigate();
  const { customerId = '' } = useParams();
  return (
    <Page title="Create store" actions={<BackButton to={storesPath(customerId)} label="Back to stores" />}>
      <FormCard>
        <StoreForm customerId={customerId} mode="create" onSaved={(x) => navigate(storePath(customerId, x.id, 'edit'), { replace: true })} />
      </FormCard>
    </Page>
  );
}

export function StoreEditPage() {
  const { customerId = '', storeId = '' } = useParams();
  const query = useGetStore({ params: { path: { storeId } } });
  return (
    <EditPage query={query} noun="store" back={{ to: storesPath(customerId), label: 'Back to stores' }} title={(x) => `Edit ${x.name}`}
      actions={(x) => (
        <HStack>
          <Button asChild variant="outline" size="sm"><RouterLink to={storePath(customerId, x.id, 'clone')}><LuCopy /> Clone</RouterLink></Button>
          <BackButton to={storesPath(customerId)} label="Back to stores" />
        </HStack>
      )}>
      {(x) => (
        <Stack gap="4">
          <FormCard><StoreForm key={x.updatedAt} customerId={customerId} store={x} mode="edit" onSaved={() => undefined} /></FormCard>
          <FormCard><ImportPanel storeId={x.id} /></FormCard>
        </Stack>
      )}
    </EditPage>
  );
}

export function StoreClonePage() {
  const navigate = useNavigate();
  const { customerId = '', storeId = '' } = useParams();
  const query = useGetStore({ params: { path: { storeId } } });
  return (
    <EditPage query={query} noun="store" back={{ to: storesPath(customerId), label: 'Back to stores' }} title={(x) => `Clone ${x.name}`}
      actions={() => <BackButton to={storesPath(customerId)} label="Back to stores" />}>
      {(x) => <FormCard><StoreForm customerId={customerId} store={x} mode="clone" onSaved={(c) => navigate(storePath(customerId, c.id, 'edit'), { replace: true })} /></FormCard>}
    </EditPage>
  );
}
