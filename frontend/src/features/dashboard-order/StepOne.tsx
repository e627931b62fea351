// Step one of the order flow (002 §2, §4): campaign type, duration and price (the product), agents, the office
// when offices exist, the billing accounts the product needs, and notification e-mails. Next checks the rules
// of 002 §4 (rules.stepOneErrors): what is missing shows by its field, a missing billing account in the
// 'Oops!' dialog (002 §8).
import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { EmailChips } from '../../components/EmailChips.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Select } from '../../components/Select.tsx';
import type { AgentItem, OfficeItem } from '../../lib/api/generated/customer.ts';
import type { Product, ProductType } from '../../lib/api/generated/order.ts';
import { AgentPicker } from './AgentPicker.tsx';
import { BillingAccountField } from './BillingAccountField.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { accountIdsOf, needsFacebook, needsGoogle, withEmails, type ProductChoice, type StepOneErrors } from './rules.ts';

export interface StepOneState {
  choice: ProductChoice;
  agents: AgentItem[];
  officeId: string;
  fbAccountId: string;
  gdnAccountId: string;
  emails: string[];
}

export const EMPTY_STEP_ONE: StepOneState = { choice: { typeId: '', days: null, productId: '' }, agents: [], officeId: '', fbAccountId: '', gdnAccountId: '', emails: [] };

export function StepOne({ state, change, types, products, offices, contactLabel, corporate, branchUser, errors, onNext, settingsWanted, onSettingsWanted, hasSettings }: {
  state: StepOneState;
  change(patch: Partial<StepOneState>): void;
  /** The product types this selection may order. */
  types: readonly ProductType[];
  products: readonly Product[];
  /** The offices the user may choose from. */
  offices: readonly OfficeItem[];
  contactLabel: string;
  corporate: boolean;
  branchUser: boolean;
  /** Shown after a Next that the rules held back. */
  errors: StepOneErrors | null;
  onNext(): void;
  /** 002 §4 "no more settings are wanted": the user's wish to review the campaign settings (shown when the product has any). */
  settingsWanted: boolean;
  onSettingsWanted(wanted: boolean): void;
  hasSettings: boolean;
}) {
  const product = products.find((p) => p.id === state.choice.productId);
  const office = offices.find((o) => o.id === state.officeId);
  return (
    <Stack gap="5" data-testid="order-step-one">
      <ProductPicker types={types} products={products} choice={state.choice} onChange={(choice) => change({ choice })} error={errors?.product} />
      <AgentPicker agents={state.agents} onChange={(agents) => change({ agents })} contactLabel={contactLabel} error={errors?.agents} />
      {offices.length > 0 && (
        <FormField label="Office" required error={errors?.office}>
          <Select name="office" aria-label="Office" value={state.officeId} placeholder="Choose an office"
            options={offices.map((o) => ({ value: o.id, label: o.name ?? o.id }))} onChange={(officeId) => change({ officeId })} />
        </FormField>
      )}
      {needsFacebook(product) && (
        <BillingAccountField kind="social" corporate={corporate} branchUser={branchUser} ids={accountIdsOf('social', state.agents, office)}
          agents={state.agents} value={state.fbAccountId} onChange={(fbAccountId) => change({ fbAccountId })} />
      )}
      {needsGoogle(product) && (
        <BillingAccountField kind="display" corporate={corporate} branchUser={branchUser} ids={accountIdsOf('display', state.agents, office)}
          agents={state.agents} value={state.gdnAccountId} onChange={(gdnAccountId) => change({ gdnAccountId })} />
      )}
      {/* 002 §3, §5: lower-cased, those that are no e-mail address dropped (rules.withEmails); sent as the order's EMAIL_NOTICE attribute. */}
      <EmailChips emails={state.emails} onChange={(emails) => change({ emails })} add={withEmails} label="Notification e-mails"
        helper="Who else hears about this order." placeholder="Type an address and press Enter" testIds={{ field: 'order-emails', chip: 'order-email-chip' }} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        {hasSettings ? (
          <Checkbox.Root checked={settingsWanted} onCheckedChange={(e) => onSettingsWanted(!!e.checked)}>
            <Checkbox.HiddenInput name="reviewSettings" />
            <Checkbox.Control />
            <Checkbox.Label>Review the campaign settings (images, targeting …)</Checkbox.Label>
          </Checkbox.Root>
        ) : <span />}
        <Button colorPalette="blue" onClick={onNext} w={{ base: 'full', sm: 'auto' }}>Next</Button>
      </HStack>
    </Stack>
  );
}
