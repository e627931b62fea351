// /offices/list, /offices/create, /offices/{officeId}/edit (user, admin, operations; 001 §2): offices
// belong to a customer (fixed once created: the select is disabled and not sent); the list has pages
// of 25 and a server-side search by name. The server checks the phone against the customer's country
// as it does agents' phones: an invalid number blocks saving and its message shows at the phone.
// The postcode, country and map point are where campaigns aimed at the office point (000 §3 OFFICE
// location); the server refuses half a point or an unknown country, its message at the field.
import { useState } from 'react';
import { Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import {
  useCreateOffice, useDeleteOffice, useGetOffice, useListCustomerOptions, useListOffices, useUpdateOffice, type Office, type OfficeItem,
} from '../../lib/api/generated/customer.ts';
import { listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { AdAccountsField } from '../ad-accounts/AdAccountsField.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { checkEmail, normaliseEmail } from '../../components/FormField.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatDate, MESSAGES } from '../../constants.ts';
import { OFFICE_PATHS } from './paths.ts';

export const officeEditPath = (id: string) => `${OFFICE_PATHS.offices}/${id}/edit`;

export function OfficesListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const [customerId, setCustomerId] = useState('');
  const { data: customers } = useListCustomerOptions();
  const names = nameMap(customers?.items);
  const query = useListOffices({ params: { query: listQuery('listOffices', { page: s.page, search: s.search, customerId }) } });
  const columns: Column<OfficeItem>[] = [
    { key: 'name', header: 'Name', render: (o) => <Text fontWeight="medium">{o.name}</Text> },
    { key: 'customer', header: 'Customer', render: (o) => names.get(o.customerId ?? '') ?? '' },
    { key: 'email', header: 'E-mail', render: (o) => o.email ?? '' },
    { key: 'phone', header: 'Phone', render: (o) => o.phone ?? '' },
    { key: 'created', header: 'Created', render: (o) => formatDate(o.createdAt) },
  ];
  return (
    <ListPage title="Offices" actions={
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={OFFICE_PATHS.officesCreate}><LuPlus /> Create office</RouterLink></Button>
    } list={s} query={query} search={{ label: 'Search offices', placeholder: 'Search by name', searchingText: 'Searching offices...' }}
      filters={<Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={customerId}
        onChange={(v) => { setCustomerId(v); s.setPage(1); }} options={toOptions(customers?.items)} />}
      columns={columns} pageSize={pageSizeOf('listOffices')} empty="No offices found." onOpen={(o) => navigate(officeEditPath(o.id))} />
  );
}

interface OfficeValues {
  customerId: string; name: string; email: string; phone: string; address: string;
  postcode: string; country: string; latitude: string; longitude: string;
  fbAdAccountIds: string[]; gdnAccountIds: string[];
}

/** A coordinate typed in the form: blank is none, anything else must be a number within ±limit. */
const coordinate = (text: string): number | null => (text.trim() ? Number(text.trim()) : null);
const checkCoordinate = (text: string, label: string, limit: number) => {
  const value = coordinate(text);
  return value === null || (Number.isFinite(value) && Math.abs(value) <= limit) ? undefined : `${label} must be a number from -${limit} to ${limit}.`;
};

/** The place as the API takes it: each field, null when blank. */
const placeOf = (v: OfficeValues) => ({
  address: v.address.trim() || null, postcode: v.postcode.trim() || null, country: v.country.trim() || null,
  latitude: coordinate(v.latitude), longitude: coordinate(v.longitude),
});
/** The ad accounts the office bills to (the dashboard's order flow offers a branch user these). */
const accountsOf = (v: OfficeValues) => ({ fbAdAccountIds: v.fbAdAccountIds, gdnAccountIds: v.gdnAccountIds });
/** A new office sends only the account lists that have a choice in them. */
const chosenOnly = (lists: Record<string, string[]>) => Object.fromEntries(Object.entries(lists).filter(([, ids]) => ids.length));
const givenOnly = <T extends object>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as { [K in keyof T]?: NonNullable<T[K]> };

const checkOffice = (v: OfficeValues) => ({
  customerId: v.customerId ? undefined : MESSAGES.customerRequired,
  name: v.name.trim() ? undefined : MESSAGES.nameRequired,
  email: checkEmail(v.email, { optional: true }),
  latitude: checkCoordinate(v.latitude, 'Latitude', 90),
  longitude: checkCoordinate(v.longitude, 'Longitude', 180),
});

function OfficeForm({ office, initialCustomerId, onSaved }: { office?: Office; initialCustomerId?: string; onSaved(office: Office): void }) {
  const dialogs = useDialogs();
  const createOffice = useCreateOffice();
  const updateOffice = useUpdateOffice();
  const { data: customers } = useListCustomerOptions();
  const form = useApiForm<OfficeValues, Office>({
    defaultValues: {
      customerId: office?.customerId ?? initialCustomerId ?? '', name: office?.name ?? '', email: office?.email ?? '',
      phone: office?.phone ?? '', address: office?.address ?? '', postcode: office?.postcode ?? '', country: office?.country ?? '',
      latitude: office?.latitude?.toString() ?? '', longitude: office?.longitude?.toString() ?? '',
      fbAdAccountIds: office?.fbAdAccountIds ?? [], gdnAccountIds: office?.gdnAccountIds ?? [],
    },
    validate: checkOffice,
    save: (v) => {
      const email = normaliseEmail(v.email);
      return office
        ? updateOffice({
          params: { path: { officeId: office.id } },
          body: { name: v.name.trim(), email: email || null, phone: v.phone.trim() || null, ...placeOf(v), ...accountsOf(v) },
        })
        : createOffice({
          body: {
            customerId: v.customerId, name: v.name.trim(), ...(email ? { email } : {}),
            ...(v.phone.trim() ? { phone: v.phone.trim() } : {}), ...givenOnly(placeOf(v)), ...chosenOnly(accountsOf(v)),
          },
        });
    },
    saved: (saved) => {
      dialogs.success(MESSAGES.successfullySaved);
      onSaved(saved);
    },
  });
  const chosenCustomer = form.watch('customerId') || undefined;
  return (
    <Form form={form}>
      <SelectField name="customerId" label="Customer" required placeholder="Choose a customer" options={toOptions(customers?.items)}
        disabled={!!office} helper={office ? "An office's customer cannot be changed." : undefined} />
      <TextField name="name" label="Name" required maxLength={200} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="email" label="E-mail" type="email" maxLength={254} />
        <TextField name="phone" label="Phone" type="tel" maxLength={40} helper="Checked against the customer's country." />
      </SimpleGrid>
      <TextField name="address" label="Address" multiline rows={2} maxLength={500} />
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <TextField name="postcode" label="Postcode" maxLength={20} helper="Campaigns aimed at the office's postcode use it." />
        <TextField name="country" label="Country" upperCase maxLength={2} helper="ISO code, such as NZ." />
        <TextField name="latitude" label="Latitude" inputMode="decimal" helper="With longitude: the centre of campaigns around the office." />
        <TextField name="longitude" label="Longitude" inputMode="decimal" />
      </SimpleGrid>
      <AdAccountsField name="fbAdAccountIds" kind="social" customerId={chosenCustomer} />
      <AdAccountsField name="gdnAccountIds" kind="display" customerId={chosenCustomer} />
      <HStack><SubmitButton>{office ? 'Save' : 'Create office'}</SubmitButton></HStack>
    </Form>
  );
}

export function OfficeCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Page title="Create office" actions={<BackButton to={OFFICE_PATHS.officesList} label="Back to offices" />}>
      <FormCard>
        <OfficeForm initialCustomerId={params.get('customerId') ?? undefined} onSaved={(o) => navigate(officeEditPath(o.id), { replace: true })} />
      </FormCard>
    </Page>
  );
}

export function OfficeEditPage() {
  const { officeId = '' } = useParams();
  const deleteAndLeave = useDeleteAndLeave(OFFICE_PATHS.officesList);
  const deleteOffice = useDeleteOffice();
  const query = useGetOffice({ params: { path: { officeId } } });
  const remove = (office: Office) => deleteAndLeave(`Delete the office ${office.name}? It is also taken off its agents.`,
    () => deleteOffice({ params: { path: { officeId } } }));
  return (
    <EditPage query={query} noun="office" back={{ to: OFFICE_PATHS.officesList, label: 'Back to offices' }} title={(office) => `Edit ${office.name}`}
      actions={(office) => <DeleteAndBack onDelete={() => remove(office)} to={OFFICE_PATHS.officesList} label="Back to offices" />}>
      {(office) => <FormCard><OfficeForm key={office.updatedAt} office={office} onSaved={() => undefined} /></FormCard>}
    </EditPage>
  );
}
