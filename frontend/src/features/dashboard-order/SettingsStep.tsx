// The order flow's second step (002 §2 "Then come per-template settings tabs", §4): the campaign data of the
// chosen product, one item per campaign template, prefilled from the selected listings and the chosen agents
// (./settings/, helper of its own), edited in its tabs. 002 §4 "If all template forms are valid and no more
// settings are wanted, the flow skips a step": step one asks whether the user wants to review the settings;
// a product whose forms do not hold always shows them.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useGetListing, type Listing } from '../../lib/api/generated/listing.ts';
import type { CampaignDataItem, Product } from '../../lib/api/generated/order.ts';
import { campaignDataErrors, initialCampaignData, TemplateSettingsStep, type ContactAgent, type OrderedItem } from './settings/index.ts';
import { useEachLoaded } from './loadEach.tsx';
import type { Selection } from './rules.ts';

const useListing = (id: string) => useGetListing({ params: { path: { listingId: id } } });

/** The selected listings, in the selection's order, once all have answered (a listing that cannot be read is left out). */
export function useSelectedListings(selection: Selection): { listings: Listing[] | undefined; loaders: ReactNode } {
  const { items: listings, loaders } = useEachLoaded(selection.orderType === 'LISTING' ? selection.ids : [], useListing);
  return { listings, loaders };
}

export interface CampaignDataState {
  value: CampaignDataItem[];
  set(items: CampaignDataItem[]): void;
  /** Every message the settings break; empty when every tab holds. */
  errors: string[];
}

/**
 * The campaign data of the chosen product: made afresh when the product changes (or the listings arrive); the
 * chosen agents follow as each item's contacts without undoing other edits.
 */
export function useCampaignData(product: Product | undefined, listings: OrderedItem[] | undefined, agents: readonly ContactAgent[], imageAdLimit: number, itemCount: number): CampaignDataState {
  const [value, set] = useState<CampaignDataItem[]>([]);
  const ready = !!product && !!listings;
  useEffect(() => {
    set(product && listings ? initialCampaignData(product, listings, agents, { imageAdLimit }) : []);
  }, [product?.id, ready]);
  const agentKey = agents.map((a) => a.id).join(',');
  useEffect(() => {
    if (!product || !listings) return;
    const contacts = agents.map((a) => ({ id: a.id, ...(a.fullName ? { name: a.fullName.slice(0, 200) } : {}), ...(a.email ? { email: a.email } : {}),
      ...(a.phones?.[0]?.value ? { phone: a.phones[0].value.slice(0, 50) } : {}) }));
    set((items) => items.map((item) => ({ ...item, resources: { ...item.resources, contacts } })));
  }, [agentKey]);
  const errors = useMemo(() => (product ? campaignDataErrors(product, value, { imageAdLimit, itemCount }) : []), [product, value, imageAdLimit, itemCount]);
  return { value, set, errors };
}

/** 002 §4: the settings step shows when the product has templates and the user wants it, or its forms do not hold. */
export const settingsNeeded = (product: Product | undefined, wanted: boolean, errors: readonly string[]): boolean =>
  !!product?.campaignTemplates.length && (wanted || errors.length > 0);

export function SettingsStep({ product, listings, data, imageAdLimit, contactLabel, onBack, onNext, canCrop = true }: {
  product: Product;
  /** The listings or resources ordered. */
  listings: OrderedItem[];
  canCrop?: boolean;
  data: CampaignDataState;
  imageAdLimit: number;
  contactLabel: string;
  onBack(): void;
  onNext(): void;
}) {
  const [tried, setTried] = useState(false);
  const next = () => {
    setTried(true);
    if (!data.errors.length) onNext();
  };
  return (
    <Stack gap="5" data-testid="order-settings-step">
      <TemplateSettingsStep product={product} listings={listings} items={data.value} onChange={data.set} showErrors={tried}
        imageAdLimit={imageAdLimit} contactLabel={contactLabel} canCrop={canCrop} />
      {tried && data.errors.length > 0 && (
        <Alert.Root status="error" data-testid="order-settings-errors">
          <Alert.Indicator />
          <Stack gap="1">{data.errors.map((e) => <Text key={e}>{e}</Text>)}</Stack>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
        <Button variant="outline" onClick={onBack}>Back</Button>
        <Button colorPalette="blue" onClick={next}>Next</Button>
      </Stack>
    </Stack>
  );
}
