// /customer/{customerId}/edit (admin, operations): the customer's fields, its logo, activation and API key.
import { useRef, useState } from 'react';
import { Box, Button, Card, Code, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { LuHouse, LuImage, LuKeyRound, LuMail, LuMegaphone, LuStore, LuTags, LuUpload } from 'react-icons/lu';
import {
  useGenerateCustomerApiKey, useGetCustomer, useSetCustomerLogo, useToggleCustomerActivation, useUpdateCustomer, type Customer,
} from '../../lib/api/generated/customer.ts';
import { logoUrl } from '../../lib/api/urls.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { BackButton } from '../../components/BackButton.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { ShownOnceSecretDialog } from '../../components/ShownOnceSecretDialog.tsx';
import { IMAGE_TYPES, MESSAGES } from '../../constants.ts';
import { AGENT_PATHS } from '../agents/paths.ts';
import { LOGO_MAX_BYTES } from './constants.ts';
import { CUSTOMER_PATHS } from './paths.ts';
import { LISTING_PATHS } from '../listings/paths.ts';
import { templatesPath } from '../campaign-templates/paths.ts';
import { llaTagsPath } from '../lla-tags/paths.ts';
import { CustomerForm, customerBody, customerValues } from './CustomerForm.tsx';
import { ActiveBadge, customerEmailTemplatesPath } from './CustomersListPage.tsx';

function LogoCard({ c }: { c: Customer }) {
  const dialogs = useDialogs();
  const setCustomerLogo = useSetCustomerLogo();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return dialogs.error('Please choose a gif, jpeg or png image.');
    if (file.size > LOGO_MAX_BYTES) return dialogs.error('The image is larger than 2 MB.');
    setBusy(true);
    const { data, error } = await setCustomerLogo({
      params: { path: { customerId: c.id } },
      body: file as unknown as string,
      bodySerializer: (b: unknown) => b as BodyInit,
      headers: { 'Content-Type': file.type },
    });
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!data) return dialogs.error(problemMessage(error));
    // The browser may hold the previous logo; refresh that copy before showing it again.
    await fetch(logoUrl(c.id), { cache: 'reload', credentials: 'same-origin' }).catch(() => undefined);
    setVersion((v) => v + 1);
    dialogs.success('The logo has been updated.');
  };
  return (
    <Card.Root>
      <Card.Header><Heading size="md">Logo</Heading></Card.Header>
      <Card.Body>
        <HStack gap="5">
          <Box w="32" h="20" borderWidth="1px" borderRadius="md" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle">
            {c.hasLogo
              ? <Image key={version} src={logoUrl(c.id)} alt={`${c.name} logo`} maxH="20" maxW="32" objectFit="contain" />
              : <Text fontSize="xs" color="fg.muted">No logo</Text>}
          </Box>
          <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden data-testid="logo-input"
            onChange={(e) => void onFile(e.target.files?.[0])} />
          <Button variant="outline" size="sm" loading={busy} onClick={() => input.current?.click()}><LuUpload /> Upload logo</Button>
          <Text fontSize="xs" color="fg.muted">gif, jpeg or png, at most 2 MB</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function ActivationCard({ c }: { c: Customer }) {
  const dialogs = useDialogs();
  const toggleActivation = useToggleCustomerActivation();
  const toggle = async () => {
    if (c.isActive && !(await dialogs.confirm(`Deactivate ${c.name}?`))) return;
    const { data, error } = await toggleActivation({ params: { path: { customerId: c.id } } });
    if (!data) return dialogs.error(problemMessage(error));
  };
  return (
    <Card.Root>
      <Card.Header><Heading size="md">Activation</Heading></Card.Header>
      <Card.Body>
        <HStack gap="4">
          <ActiveBadge active={c.isActive} />
          <Button size="sm" colorPalette={c.isActive ? 'red' : 'green'} variant={c.isActive ? 'outline' : 'solid'} onClick={() => void toggle()}>
            {c.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function ApiKeyCard({ c }: { c: Customer }) {
  const dialogs = useDialogs();
  const generateApiKey = useGenerateCustomerApiKey();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    if (c.hasApiKey && !(await dialogs.confirm('A new key replaces the current one, which stops working.'))) return;
    setBusy(true);
    const { data, error } = await generateApiKey({ params: { path: { customerId: c.id } } });
    setBusy(false);
    if (!data) return dialogs.error(problemMessage(error));
    setSecret(data.apiKey);
  };
  return (
    <Card.Root>
      <Card.Header><Heading size="md">API key</Heading></Card.Header>
      <Card.Body>
        <HStack gap="4">
          <Text fontSize="sm">{c.hasApiKey ? <>Current key: <Code>{c.apiKeyPrefix ?? '…'}</Code></> : 'No API key yet.'}</Text>
          <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void generate()}><LuKeyRound /> Generate API key</Button>
        </HStack>
        <ShownOnceSecretDialog secret={secret} onClose={() => setSecret(null)} testId="customer-api-key-secret" />
      </Card.Body>
    </Card.Root>
  );
}

export function CustomerEditPage() {
  const { customerId = '' } = useParams();
  const dialogs = useDialogs();
  const updateCustomer = useUpdateCustomer();
  const query = useGetCustomer({ params: { path: { customerId } } });
  return (
    <EditPage query={query} noun="customer" back={{ to: CUSTOMER_PATHS.customers, label: 'Back to customers' }} title={(c) => `Edit ${c.name}`} actions={(c) => (
      <>
        <Button asChild variant="outline" size="sm"><RouterLink to={customerEmailTemplatesPath(c.id)}><LuMail /> E-mail templates</RouterLink></Button>
        <Button asChild variant="outline" size="sm"><RouterLink to={`${CUSTOMER_PATHS.customer}/${c.id}/stores`}><LuStore /> Stores</RouterLink></Button>
        <Button asChild variant="outline" size="sm"><RouterLink to={templatesPath(c.id)}><LuMegaphone /> Campaign templates</RouterLink></Button>
        <Button asChild variant="outline" size="sm"><RouterLink to={llaTagsPath(c.id)}><LuTags /> LLA tags</RouterLink></Button>
        <Button asChild variant="outline" size="sm"><RouterLink to={`${CUSTOMER_PATHS.customer}/${c.id}/assets`}><LuImage /> Assets</RouterLink></Button>
        <Button asChild variant="outline" size="sm"><RouterLink to={`${LISTING_PATHS.customerListings}/${c.id}`}><LuHouse /> Listings</RouterLink></Button>
        <Button asChild variant="outline" size="sm"><RouterLink to={`${AGENT_PATHS.agentsCreate}?customerId=${c.id}`}>Add agent</RouterLink></Button>
        <BackButton to={CUSTOMER_PATHS.customers} label="Back to customers" />
      </>
    )}>
      {(c) => (
        <Stack gap="6" maxW="3xl">
          <Card.Root>
            <Card.Body>
              <CustomerForm key={c.updatedAt} initial={customerValues(c)} submitLabel="Save"
                save={(values) => updateCustomer({ params: { path: { customerId: c.id } }, body: customerBody(values) })}
                saved={() => dialogs.success(MESSAGES.successfullySaved)} />
            </Card.Body>
          </Card.Root>
          <LogoCard c={c} />
          <ActivationCard c={c} />
          <ApiKeyCard c={c} />
        </Stack>
      )}
    </EditPage>
  );
}
