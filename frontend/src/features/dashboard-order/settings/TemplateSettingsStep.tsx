// The order flow's per-template settings step (002 §2 "Then come per-template settings tabs"; §4, §5): one tab per
// campaign template of the chosen product, each editing that template's campaign data item. Controlled: `items`
// is the order's campaign data and every edit comes out through `onChange` as the whole new list. Errors show
// once the flow has tried to go on (`showErrors`); a tab with errors is marked so they are found.
import { useState } from 'react';
import { Badge, Tabs, Text } from '@chakra-ui/react';
import type { CampaignDataItem, Product } from '../../../lib/api/generated/order.ts';
import { formatOf, typeOf, type OrderedItem } from './campaignData.ts';
import { itemErrors } from './rules.ts';
import { TemplateTab } from './TemplateTab.tsx';
import { templateLabel } from './labels.ts';

export interface TemplateSettingsStepProps {
  product: Product;
  /** The listings (or resources) ordered. */
  listings: OrderedItem[];
  items: CampaignDataItem[];
  onChange(items: CampaignDataItem[]): void;
  showErrors: boolean;
  /** The customer's imageAdLimit. */
  imageAdLimit: number;
  /** The dashboard's word for an agent (002 §3 theme "Contact label"). */
  contactLabel: string;
  /** Whether images may be cropped (a listing's crop is stored with the listing; a resource's images are cropped on its own screen). */
  canCrop?: boolean;
}

export function TemplateSettingsStep({ product, listings, items, onChange, showErrors, imageAdLimit, contactLabel, canCrop = true }: TemplateSettingsStepProps) {
  const templates = product.campaignTemplates;
  const [chosen, setTab] = useState('0');
  // Another product may have fewer templates: its first tab then.
  const tab = Number(chosen) < templates.length ? chosen : '0';
  if (templates.length === 0) return <Text color="fg.muted">This product has no campaign settings to choose.</Text>;
  const ctx = { imageAdLimit, itemCount: listings.length };

  const indexOf = (templateId: string) => items.findIndex((d) => d.templateId === templateId);
  const change = (templateId: string, next: CampaignDataItem) => {
    const at = indexOf(templateId);
    onChange(at >= 0 ? items.map((d, i) => (i === at ? next : d)) : [...items, next]);
  };

  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" lazyMount data-testid="template-settings">
      <Tabs.List overflowX="auto" overflowY="hidden" maxW="full">
        {templates.map((template, i) => {
          const item = items[indexOf(template.templateId)];
          const errors = item ? itemErrors(item, ctx, typeOf(item, template)) : [];
          return (
            <Tabs.Trigger key={template.templateId} value={String(i)}>
              {templateLabel(template, i)}
              {showErrors && errors.length > 0 && <Badge colorPalette="red" size="sm" aria-label={`${errors.length} problems`}>{errors.length}</Badge>}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {templates.map((template, i) => {
        const item = items[indexOf(template.templateId)] ?? { templateId: template.templateId, templateModel: template.templateModel, ...(template.type ? { type: template.type } : {}) };
        const type = typeOf(item, template);
        return (
          <Tabs.Content key={template.templateId} value={String(i)}>
            <TemplateTab item={item} type={type} format={formatOf(type)} listings={listings} imageAdLimit={imageAdLimit} canCrop={canCrop}
              contactLabel={contactLabel} showErrors={showErrors} onChange={(next) => change(template.templateId, next)} />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
