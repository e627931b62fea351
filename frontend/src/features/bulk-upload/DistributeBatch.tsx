// Distributing a batch to one of its customer's stores (distributeBulkUpload, spec 002 §2): pick the store
// (listStores of the batch's customer, staff only), distribute, and the feed's URL is shown to hand to the
// store; distributing again to the same store answers the same feed. Left out for users who may not list
// stores (mayCall), so the screen never offers what would be a 403.
import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LuShare2 } from 'react-icons/lu';
import { useDistributeBulkUpload, useListStores, type BulkDistribution, type BulkUpload } from '../../lib/api/generated/listing.ts';
import { Select } from '../../components/Select.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { PAGE_SIZES } from '../../constants.ts';

/** The feed's URL as a store fetches it (the answer's is relative to this origin). */
export const feedUrlOf = (d: BulkDistribution) => new URL(d.feedUrl, window.location.origin).toString();

export function DistributeBatch({ batch }: { batch: BulkUpload }) {
  const { user } = useAuth();
  const allowed = mayCall('listStores', user?.roles) && mayCall('distributeBulkUpload', user?.roles);
  const stores = useListStores(allowed
    ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'name', customerId: batch.customerId } } } : null);
  const distribute = useDistributeBulkUpload();
  const dialogs = useDialogs();
  const [storeId, setStoreId] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ store: string; url: string }>();
  if (!allowed) return null;
  const options = (stores.data?.items ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.format})` }));

  const send = async () => {
    setBusy(true);
    try {
      const { data, error } = await distribute({ params: { path: { bulkId: batch.id } }, body: { storeId } });
      if (!data) return dialogs.error(problemMessage(error));
      setDone({ store: options.find((o) => o.value === storeId)?.label ?? '', url: feedUrlOf(data) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" data-testid="bulk-distribute">
      <HStack gap="2" wrap="wrap">
        {stores.data && !options.length
          ? <Text color="fg.muted" fontSize="sm">The customer has no stores to distribute to.</Text>
          : <Select name="distributeStore" aria-label={`Store to distribute ${batch.name} to`} placeholder="Choose a store" value={storeId}
            onChange={(v) => { setStoreId(v); setDone(undefined); }} options={options} />}
        <Button size="sm" variant="outline" disabled={!storeId || busy} loading={busy} onClick={() => void send()}><LuShare2 /> Distribute</Button>
      </HStack>
      {done && (
        <Stack gap="1">
          <Text fontSize="sm">{`Distributed to ${done.store}. The store reads the batch's listings from this REAXML feed:`}</Text>
          <Input readOnly value={done.url} aria-label="Feed URL" size="sm" onFocus={(e) => e.currentTarget.select()} />
        </Stack>
      )}
    </Stack>
  );
}
