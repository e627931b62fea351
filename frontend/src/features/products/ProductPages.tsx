// /products, /product/create, /product/{productId}/edit and /product/{productId}/email-templates (001 §2).
// The list: by name, 25 a page, searched by name or code, with the way to the product types. The form: type
// (with the way to create one when there is none), price (typed in major units, sent in minor units),
// currency, tax inclusive, tax rate, campaign duration, code, name, description and the campaign templates
// (chosen by name from the ads context's). The e-mail templates of a product: added, edited and deleted.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Heading, HStack, IconButton, Input, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  useCreateProduct, useCreateProductEmailTemplate, useDeleteProduct, useDeleteProductEmailTemplate, useGetProduct, useListProductEmailTemplates,
  useListProductTypes, useListProducts, useUpdateProduct, useUpdateProductEmailTemplate, type Product, type ProductEmailTemplate,
} from '../../lib/api/generated/order.ts';
import { listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { mayCall } from '../../lib/auth/roles.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, SwitchField, TextField } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { formatMoney, MESSAGES } from '../../constants.ts';
import { PRODUCT_MESSAGES } from './messages.ts';
import { PRODUCT_PATHS } from './paths.ts';
import { productBody, productValues, validateProduct, type ProductValues, type TemplateRow as TemplateRowValues } from './productValues.ts';
import { TEMPLATE_MODEL_LABELS, useCampaignTemplateOptions, type CampaignTemplateOption } from './campaignTemplates.ts';

export const productEditPath = (id: string) => `${PRODUCT_PATHS.product}/${id}/edit`;
export const productEmailTemplatesPath = (id: string) => `${PRODUCT_PATHS.product}/${id}/email-templates`;

function useTypeNames() {
  const { data } = useListProductTypes();
  return { types: data?.items ?? [], names: nameMap(data?.items), loaded: data !== undefined };
}

/** Under an empty type list: a product needs a type, and where types are made. */
const NoTypesYet = ({ canManage }: { canManage: boolean }) => (
  <Alert.Root status="warning" size="sm" data-testid="no-product-types">
    <Alert.Indicator />
    <Alert.Description>
      {PRODUCT_MESSAGES.noProductTypes}{' '}
      {canManage && <Link asChild colorPalette="blue" fontWeight="medium"><RouterLink to={PRODUCT_PATHS.productTypes}>Create a product type</RouterLink></Link>}
    </Alert.Description>
  </Alert.Root>
);

export function ProductsListPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const s = useListSearch();
  const { names } = useTypeNames();
  const query = useListProducts({ params: { query: listQuery('listProducts', { page: s.page, search: s.search }) } });
  const columns: Column<Product>[] = [
    { key: 'code', header: 'Code', render: (p) => p.code },
    { key: 'name', header: 'Name', render: (p) => <Text fontWeight="medium">{p.name}</Text> },
    { key: 'type', header: 'Type', render: (p) => names.get(p.productTypeId) ?? '' },
    { key: 'price', header: 'Price', render: (p) => `${formatMoney(p.price, p.currency)} ${p.currency}` },
    { key: 'tax', header: 'Tax', render: (p) => <Badge>{p.taxRate}% {p.isTaxInclusive ? 'incl.' : 'excl.'}</Badge> },
    { key: 'days', header: 'Days', render: (p) => p.campaignDurationDays },
  ];
  return (
    <ListPage title="Products" actions={(
      <>
        <Button asChild variant="outline" size="sm"><RouterLink to={PRODUCT_PATHS.productTypes}>Product types</RouterLink></Button>
        {mayCall('createProduct', user?.roles) && (
          <Button asChild colorPalette="blue" size="sm"><RouterLink to={PRODUCT_PATHS.productCreate}><LuPlus /> Create product</RouterLink></Button>
        )}
      </>
    )} list={s} query={query} search={{ label: 'Search products', placeholder: 'Name or code', searchingText: 'Searching products...' }}
      columns={columns} pageSize={pageSizeOf('listProducts')} empty="No products found." onOpen={(p) => navigate(productEditPath(p.id))} />
  );
}

/**
 * The product's campaign templates: each chosen from the ads context's templates by name (never typed as an
 * id), its campaign type editable, removable. Until that context provides templates the picker is disabled
 * and says so, and a product is saved without any.
 */
function TemplateRows({ options }: { options: readonly CampaignTemplateOption[] }) {
  const { fields, append, remove } = useFieldArray<ProductValues, 'campaignTemplates'>({ name: 'campaignTemplates' });
  const chosen = new Set(fields.map((f) => f.templateId));
  const offered = options.filter((o) => !chosen.has(o.templateId));
  const pick = (templateId: string) => {
    const option = options.find((o) => o.templateId === templateId);
    if (option) append({ templateId: option.templateId, templateModel: option.templateModel, type: option.type ?? '' });
  };
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">Campaign templates</Text>
      {fields.map((f, i) => (
        <TemplateRow key={f.id} index={i} label={templateLabel(f, options)} onRemove={() => remove(i)} />
      ))}
      <FormField label="Add a campaign template">
        <Select name="campaignTemplatePicker" aria-label="Add a campaign template" value="" onChange={pick} disabled={!offered.length}
          placeholder={options.length ? PRODUCT_MESSAGES.chooseCampaignTemplate : PRODUCT_MESSAGES.noCampaignTemplates}
          options={offered.map((o) => ({ value: o.templateId, label: `${o.name} (${TEMPLATE_MODEL_LABELS[o.templateModel]})` }))} />
      </FormField>
    </Stack>
  );
}

/** A template by its name where the list knows it; one the list does not know (yet) by its kind and id. */
function templateLabel(t: TemplateRowValues, options: readonly CampaignTemplateOption[]): string {
  const known = options.find((o) => o.templateId === t.templateId);
  return known ? `${known.name} (${TEMPLATE_MODEL_LABELS[t.templateModel]})` : `${TEMPLATE_MODEL_LABELS[t.templateModel]} template ${t.templateId}`;
}

function TemplateRow({ index, label, onRemove }: { index: number; label: string; onRemove(): void }) {
  const { register } = useFormContext<ProductValues>();
  return (
    <HStack w="full" borderWidth="1px" borderRadius="md" px="3" py="2" gap="3" wrap="wrap" data-testid="product-campaign-template">
      <Text flex="1" minW="48" fontSize="sm">{label}</Text>
      <Input {...register(`campaignTemplates.${index}.type`)} aria-label={`Campaign type of ${label}`} placeholder="Type, e.g. SINGLE_LISTING" maxW="56" size="sm" />
      <IconButton aria-label={`Remove ${label}`} size="sm" variant="ghost" colorPalette="red" onClick={onRemove}><LuTrash2 /></IconButton>
    </HStack>
  );
}

export function ProductForm({ product, onSaved, campaignTemplates }: {
  product?: Product; onSaved?(p: Product): void;
  /** The templates to choose from (by default the ads context's). */
  campaignTemplates?: readonly CampaignTemplateOption[];
}) {
  const { user } = useAuth();
  const adsTemplates = useCampaignTemplateOptions();
  const dialogs = useDialogs();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const { types, loaded } = useTypeNames();
  const form = useApiForm<ProductValues, Product>({
    defaultValues: productValues(product),
    validate: validateProduct,
    save: (v) => (product ? updateProduct({ params: { path: { productId: product.id } }, body: productBody(v) }) : createProduct({ body: productBody(v) })),
    saved: (p) => {
      dialogs.success(MESSAGES.successfullySaved);
      onSaved?.(p);
    },
  });
  return (
    <Form form={form}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="code" label="Code" required maxLength={50} />
        <TextField name="name" label="Name" required maxLength={200} />
        <SelectField name="productTypeId" label="Type" required placeholder="Choose a type" options={toOptions(types)} />
        <TextField name="campaignDurationDays" label="Duration (days)" required inputMode="numeric" />
        <TextField name="price" label="Price" required inputMode="decimal" helper="In the currency's major units, e.g. 199.00" />
        <TextField name="currency" label="Currency" required upperCase maxLength={3} />
        <TextField name="taxRate" label="Tax rate (%)" required inputMode="decimal" />
        <Stack justify="end" pb="2"><SwitchField name="isTaxInclusive" label="Price includes tax" /></Stack>
      </SimpleGrid>
      {loaded && !types.length && <NoTypesYet canManage={mayCall('createProductType', user?.roles)} />}
      <TextField name="description" label="Description" multiline rows={3} maxLength={5000} />
      <TemplateRows options={campaignTemplates ?? adsTemplates} />
      <HStack><SubmitButton>{product ? 'Save product' : 'Create product'}</SubmitButton></HStack>
    </Form>
  );
}

export function ProductCreatePage() {
  const navigate = useNavigate();
  return (
    <Page title="Create product" actions={<BackButton to={PRODUCT_PATHS.products} label="Back to products" />}>
      <FormCard maxW="4xl"><ProductForm onSaved={(p) => navigate(productEditPath(p.id), { replace: true })} /></FormCard>
    </Page>
  );
}

export function ProductEditPage() {
  const { productId = '' } = useParams();
  const { user } = useAuth();
  const query = useGetProduct({ params: { path: { productId } } });
  const deleteAndLeave = useDeleteAndLeave(PRODUCT_PATHS.products);
  const deleteProduct = useDeleteProduct();
  return (
    <EditPage query={query} noun="product" back={{ to: PRODUCT_PATHS.products, label: 'Back to products' }} title={(p) => p.name}
      actions={(p) => (
        <>
          <Button asChild variant="outline" size="sm"><RouterLink to={productEmailTemplatesPath(p.id)}>E-mail templates</RouterLink></Button>
          {mayCall('deleteProduct', user?.roles)
            ? <DeleteAndBack to={PRODUCT_PATHS.products} label="Back to products"
              onDelete={() => deleteAndLeave(`Delete the product ${p.name}?`, () => deleteProduct({ params: { path: { productId: p.id } } }))} />
            : <BackButton to={PRODUCT_PATHS.products} label="Back to products" />}
        </>
      )}>
      {(p) => <FormCard maxW="4xl"><ProductForm key={p.updatedAt} product={p} /></FormCard>}
    </EditPage>
  );
}

function ProductTemplateForm({ productId, template, onDone }: { productId: string; template?: ProductEmailTemplate; onDone(): void }) {
  const dialogs = useDialogs();
  const createTemplate = useCreateProductEmailTemplate();
  const updateTemplate = useUpdateProductEmailTemplate();
  const form = useApiForm({
    defaultValues: { name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '', isActive: template?.isActive ?? true },
    validate: (v) => ({ name: v.name.trim() ? undefined : MESSAGES.nameRequired, subject: v.subject.trim() ? undefined : PRODUCT_MESSAGES.subjectRequired }),
    save: (body) => (template
      ? updateTemplate({ params: { path: { productId, templateId: template.id } }, body })
      : createTemplate({ params: { path: { productId } }, body })),
    saved: () => {
      dialogs.success(MESSAGES.successfullySaved);
      onDone();
    },
  });
  return (
    <Form form={form}>
      <TextField name="name" label="Name" required maxLength={100} />
      <TextField name="subject" label="Subject" required maxLength={300} />
      <TextField name="body" label="Body" multiline rows={8} />
      <SwitchField name="isActive" label="Active" />
      <HStack>
        <SubmitButton>{template ? 'Save template' : 'Add template'}</SubmitButton>
        <Button variant="outline" onClick={onDone}>Cancel</Button>
      </HStack>
    </Form>
  );
}

export function ProductEmailTemplatesPage() {
  const { productId = '' } = useParams();
  const dialogs = useDialogs();
  const product = useGetProduct({ params: { path: { productId } } });
  const templates = useListProductEmailTemplates({ params: { path: { productId } } });
  const deleteTemplate = useDeleteProductEmailTemplate();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const remove = async (t: ProductEmailTemplate) => {
    if (!(await dialogs.confirm(`Delete the e-mail template ${t.name}?`))) return;
    const { response, error } = await deleteTemplate({ params: { path: { productId, templateId: t.id } } });
    if (!response.ok) dialogs.error(problemMessage(error));
  };
  return (
    <EditPage query={product} noun="product" back={{ to: PRODUCT_PATHS.products, label: 'Back to products' }} title={(p) => `E-mail templates of ${p.name}`}
      actions={(p) => (
        <>
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}><LuPlus /> Add template</Button>
          <BackButton to={productEditPath(p.id)} label="Back to the product" />
        </>
      )}>
      {() => (
        <Stack gap="4">
          {editing === 'new' && <FormCard maxW="3xl"><ProductTemplateForm productId={productId} onDone={() => setEditing(null)} /></FormCard>}
          {/* Not refusalFirst: a template being edited stays when a later load fails; a first load that fails says why. */}
          <QueryState query={templates} loading={<Spinner size="sm" />}>
            {(data) => (
              <>
                {data.items.length === 0 && editing !== 'new' && <Text color="fg.muted">This product has no e-mail templates.</Text>}
                {data.items.map((t) => (editing === t.id
                  ? <FormCard key={t.id} maxW="3xl"><ProductTemplateForm productId={productId} template={t} onDone={() => setEditing(null)} /></FormCard>
                  : (
                    <Card.Root key={t.id} data-testid="product-email-template"><Card.Body>
                      <HStack justify="space-between" align="start">
                        <Stack gap="1">
                          <Heading size="sm">{t.name} {!t.isActive && <Badge>Inactive</Badge>}</Heading>
                          <Text fontSize="sm">{t.subject}</Text>
                        </Stack>
                        <HStack>
                          <Button size="sm" variant="outline" onClick={() => setEditing(t.id)}>Edit</Button>
                          <IconButton aria-label={`Delete ${t.name}`} size="sm" variant="ghost" colorPalette="red" onClick={() => void remove(t)}><LuTrash2 /></IconButton>
                        </HStack>
                      </HStack>
                    </Card.Body></Card.Root>
                  )))}
              </>
            )}
          </QueryState>
        </Stack>
      )}
    </EditPage>
  );
}
