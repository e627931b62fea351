// /product-types: the kinds of product, each with the number of listings (or resources) an order of it takes.
// Listed by name (the whole list: the API pages none), created, edited and deleted here, so a fresh install
// can make the type its first product needs. Who may do what is the operations' roles: operations edit
// types but neither create nor delete them; a type a product has is not deleted ('Product type is in use.').
import { useState } from 'react';
import { Button, HStack, IconButton, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  useCreateProductType, useDeleteProductType, useListProductTypes, useUpdateProductType, type ProductType,
} from '../../lib/api/generated/order.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { mayCall } from '../../lib/auth/roles.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { BackButton } from '../../components/BackButton.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SubmitButton, TextField } from '../../components/form/fields.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { MESSAGES } from '../../constants.ts';
import { PRODUCT_MESSAGES } from './messages.ts';
import { PRODUCT_PATHS } from './paths.ts';

export interface ProductTypeValues { name: string; minListings: string; maxListings: string }

const LISTING_BOUND = 10;
const wholeIn = (value: string, min: number) => /^\d{1,2}$/.test(value.trim()) && Number(value) >= min && Number(value) <= LISTING_BOUND;

/** The form's checks: the schema's bounds and the server's rule that the minimum is at most the maximum. */
export function validateProductType(v: ProductTypeValues) {
  const min = wholeIn(v.minListings, 0);
  const max = wholeIn(v.maxListings, 1);
  return {
    name: v.name.trim() ? undefined : MESSAGES.nameRequired,
    minListings: !min ? PRODUCT_MESSAGES.minListingsInvalid
      : max && Number(v.minListings) > Number(v.maxListings) ? PRODUCT_MESSAGES.listingBounds : undefined,
    maxListings: max ? undefined : PRODUCT_MESSAGES.maxListingsInvalid,
  };
}

const typeBody = (v: ProductTypeValues) => ({ name: v.name.trim(), minListings: Number(v.minListings), maxListings: Number(v.maxListings) });

export function ProductTypeForm({ type, onDone }: { type?: ProductType; onDone(): void }) {
  const dialogs = useDialogs();
  const createType = useCreateProductType();
  const updateType = useUpdateProductType();
  const form = useApiForm<ProductTypeValues, ProductType>({
    defaultValues: { name: type?.name ?? '', minListings: String(type?.minListings ?? 1), maxListings: String(type?.maxListings ?? 1) },
    validate: validateProductType,
    save: (v) => (type
      ? updateType({ params: { path: { productTypeId: type.id } }, body: typeBody(v) })
      : createType({ body: typeBody(v) })),
    saved: () => {
      dialogs.success(MESSAGES.successfullySaved);
      onDone();
    },
  });
  return (
    <Form form={form}>
      <TextField name="name" label="Name" required maxLength={100} helper="e.g. Single listing" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="minListings" label="Minimum listings" required inputMode="numeric" helper="0 to 10 listings or resources an order names" />
        <TextField name="maxListings" label="Maximum listings" required inputMode="numeric" helper="1 to 10" />
      </SimpleGrid>
      <HStack>
        <SubmitButton>{type ? 'Save product type' : 'Create product type'}</SubmitButton>
        <Button variant="outline" onClick={onDone}>Cancel</Button>
      </HStack>
    </Form>
  );
}

export function ProductTypesPage() {
  const { user } = useAuth();
  const dialogs = useDialogs();
  const query = useListProductTypes();
  const deleteType = useDeleteProductType();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const canCreate = mayCall('createProductType', user?.roles);
  const canEdit = mayCall('updateProductType', user?.roles);
  const canDelete = mayCall('deleteProductType', user?.roles);
  const remove = async (t: ProductType) => {
    if (!(await dialogs.confirm(`Delete the product type ${t.name}?`))) return;
    const { response, error } = await deleteType({ params: { path: { productTypeId: t.id } } });
    if (!response.ok) dialogs.error(problemMessage(error));
    else if (editing === t.id) setEditing(null);
  };
  const editedType = query.data?.items.find((t) => t.id === editing);
  return (
    <Page title="Product types" actions={(
      <>
        {canCreate && <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}><LuPlus /> Create product type</Button>}
        <BackButton to={PRODUCT_PATHS.products} label="Back to products" />
      </>
    )}>
      {editing === 'new' && <FormCard><ProductTypeForm onDone={() => setEditing(null)} /></FormCard>}
      {editedType && <FormCard><ProductTypeForm key={editedType.updatedAt} type={editedType} onDone={() => setEditing(null)} /></FormCard>}
      <QueryState query={query}>
        {(data) => (data.items.length === 0 ? (
          <Stack gap="1" data-testid="no-product-types">
            <Text>{PRODUCT_MESSAGES.noProductTypes}</Text>
            {canCreate && <Text color="fg.muted" fontSize="sm">Create one with “Create product type”, then create the product.</Text>}
          </Stack>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Listings per order</Table.ColumnHeader>
                  <Table.ColumnHeader w="1%" />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((t) => (
                  <Table.Row key={t.id} data-testid="product-type">
                    <Table.Cell><Text fontWeight="medium">{t.name}</Text></Table.Cell>
                    <Table.Cell>{t.minListings === t.maxListings ? t.minListings : `${t.minListings} to ${t.maxListings}`}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" justify="end">
                        {canEdit && <IconButton aria-label={`Edit ${t.name}`} size="sm" variant="ghost" onClick={() => setEditing(t.id)}><LuPencil /></IconButton>}
                        {canDelete && <IconButton aria-label={`Delete ${t.name}`} size="sm" variant="ghost" colorPalette="red" onClick={() => void remove(t)}><LuTrash2 /></IconButton>}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ))}
      </QueryState>
    </Page>
  );
}
