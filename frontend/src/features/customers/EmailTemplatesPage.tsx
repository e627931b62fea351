// /customer/{customerId}/email-templates (admin, operations): every template name with the customer's
// own version or the default; edit (saving a default creates the customer's own version), preview with
// sample data, reset to the default.
import { useState } from 'react';
import { Badge, Box, Button, Card, Code, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useParams } from 'react-router';
import {
  useCreateEmailTemplate, useGetCustomer, useListEmailTemplates, usePreviewEmailTemplate, useResetEmailTemplate, useUpdateEmailTemplate,
  type EmailTemplate, type RenderedEmail,
} from '../../lib/api/generated/customer.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { BackButton } from '../../components/BackButton.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SubmitButton, TextField } from '../../components/form/fields.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { EditPage } from '../../components/EditPage.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { formatDate, MESSAGES } from '../../constants.ts';
import { CUSTOMER_PATHS } from './paths.ts';
import { customerEditPath } from './CustomersListPage.tsx';

function TemplateEditor({ template, onDone }: { template: EmailTemplate; onDone(): void }) {
  const dialogs = useDialogs();
  const createEmailTemplate = useCreateEmailTemplate();
  const updateEmailTemplate = useUpdateEmailTemplate();
  const previewEmailTemplate = usePreviewEmailTemplate();
  const resetEmailTemplate = useResetEmailTemplate();
  const [busy, setBusy] = useState<null | 'preview' | 'reset'>(null);
  const [preview, setPreview] = useState<RenderedEmail | null>(null);
  const form = useApiForm({
    defaultValues: { subject: template.subject, html: template.html },
    validate: (v) => ({ subject: v.subject.trim() ? undefined : 'Please enter a subject.', html: v.html.trim() ? undefined : 'Please enter the body.' }),
    // Saving a default creates the customer's own version.
    save: (body) => (template.id
      ? updateEmailTemplate({ params: { path: { templateId: template.id } }, body })
      : createEmailTemplate({ body: { customerId: template.customerId, name: template.name, ...body } })),
    saved: () => {
      dialogs.success(MESSAGES.successfullySaved);
      onDone();
    },
    refused: (answer) => dialogs.error(problemMessage(answer.error)),
  });

  const showPreview = async () => {
    const { subject, html } = form.getValues();
    setBusy('preview');
    const { data, error } = await previewEmailTemplate({
      body: { customerId: template.customerId, name: template.name, ...(subject.trim() ? { subject } : {}), ...(html.trim() ? { html } : {}) },
    });
    setBusy(null);
    if (!data) return dialogs.error(problemMessage(error));
    setPreview(data);
  };
  const reset = async () => {
    if (!(await dialogs.confirm(`Reset "${template.name}" to the default? The customer's version is lost.`))) return;
    setBusy('reset');
    const { data, error } = await resetEmailTemplate({ body: { customerId: template.customerId, name: template.name } });
    setBusy(null);
    if (!data) return dialogs.error(problemMessage(error));
    form.reset({ subject: data.subject, html: data.html });
    setPreview(null);
    dialogs.success(`"${template.name}" uses the default again.`);
  };

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Heading size="md">{template.name}</Heading>
          <Badge colorPalette={template.isDefault ? 'gray' : 'blue'}>{template.isDefault ? 'Default' : 'Customised'}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Wrap gap="1" align="center">
            <Text fontSize="sm" color="fg.muted">Variables:</Text>
            {template.variables.map((v) => <Code key={v} size="sm">{`{{${v}}}`}</Code>)}
          </Wrap>
          <Form form={form}>
            <TextField name="subject" label="Subject" required maxLength={500} />
            <TextField name="html" label="Body (HTML)" required multiline rows={10} fontFamily="mono" fontSize="sm" />
            <HStack>
              <SubmitButton>Save</SubmitButton>
              <Button variant="outline" loading={busy === 'preview'} onClick={() => void showPreview()}>Preview</Button>
              <Button variant="outline" colorPalette="red" disabled={template.isDefault} loading={busy === 'reset'} onClick={() => void reset()}>Reset to default</Button>
              <Button variant="ghost" onClick={onDone}>Close</Button>
            </HStack>
          </Form>
          {preview && (
            <Stack gap="2" data-testid="email-preview">
              <Text fontWeight="medium">Subject: {preview.subject}</Text>
              <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="white">
                <iframe title="E-mail preview" sandbox="" srcDoc={preview.html} style={{ width: '100%', height: '280px', border: 0 }} />
              </Box>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function EmailTemplatesPage() {
  const { customerId = '' } = useParams();
  const customerQuery = useGetCustomer({ params: { path: { customerId } } });
  const templates = useListEmailTemplates({ params: { query: { customerId } } });
  const [selected, setSelected] = useState<EmailTemplate['name'] | null>(null);
  // The template being edited stays while a later load of the list fails: an edit is never taken away.
  const current = templates.data?.items.find((t) => t.name === selected);
  const columns: Column<EmailTemplate & { id: string }>[] = [
    { key: 'name', header: 'Template', render: (t) => <Text fontWeight="medium">{t.name}</Text> },
    { key: 'subject', header: 'Subject', render: (t) => t.subject },
    { key: 'state', header: '', render: (t) => <Badge colorPalette={t.isDefault ? 'gray' : 'blue'}>{t.isDefault ? 'Default' : 'Customised'}</Badge> },
    { key: 'updated', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
    { key: 'edit', header: '', render: (t) => <Button size="xs" variant="outline" onClick={() => setSelected(t.name)}>Edit</Button> },
  ];
  return (
    <EditPage query={customerQuery} noun="customer" back={{ to: CUSTOMER_PATHS.customers, label: 'Back to customers' }}
      title={(c) => `E-mail templates: ${c.name}`} actions={(c) => <BackButton to={customerEditPath(c.id)} label="Back to customer" />}>
      {() => (
        <Stack gap="6">
          <QueryState query={templates} loading={<DataTable columns={columns} rows={undefined} loading />} refusalFirst>
            {(loaded) => <DataTable columns={columns} rows={loaded.items.map((t) => ({ ...t, id: t.name }))}
              onRowClick={(t) => setSelected(t.name)} empty="No e-mail templates." />}
          </QueryState>
          {current && <TemplateEditor key={`${current.name}-${current.updatedAt ?? 'default'}`} template={current} onDone={() => setSelected(null)} />}
        </Stack>
      )}
    </EditPage>
  );
}
