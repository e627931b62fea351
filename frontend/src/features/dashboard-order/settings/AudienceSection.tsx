// Age and gender of a template's audience (002 §3 adSettings ageMin, ageMax, gender; §5 "Age min cannot exceed
// age max (adjusted automatically)"): choosing a minimum above the maximum moves the maximum up to it, and the
// other way round. "Any" leaves the age to the campaign template.
import { Box, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { CampaignAdSettings } from '../../../lib/api/generated/order.ts';
import { Select } from '../../../components/Select.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { adjustAges, MAX_AGE, MIN_AGE } from './campaignData.ts';
import { GENDER_OPTIONS } from './labels.ts';

const AGE_OPTIONS = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => {
  const age = MIN_AGE + i;
  return { value: String(age), label: age === MAX_AGE ? `${age}+` : String(age) };
});

const AGE_FIELDS = [{ field: 'ageMin', label: 'Age from' }, { field: 'ageMax', label: 'Age to' }] as const;

type Gender = NonNullable<CampaignAdSettings['gender']>;

export function AudienceSection({ adSettings, onChange }: { adSettings: CampaignAdSettings; onChange(next: CampaignAdSettings): void }) {
  const setAge = (field: 'ageMin' | 'ageMax', value: string) => {
    const ages = adjustAges({ ageMin: adSettings.ageMin, ageMax: adSettings.ageMax, [field]: value === '' ? undefined : Number(value) }, field);
    const { ageMin: _min, ageMax: _max, ...rest } = adSettings;
    onChange({ ...rest, ...ages });
  };
  return (
    <Stack gap="3" data-testid="campaign-audience">
      <Text fontWeight="semibold">Audience</Text>
      <HStack gap="4" wrap="wrap" align="start">
        {AGE_FIELDS.map(({ field, label }) => (
          <Box key={field} w="9rem">
            <FormField label={label}>
              <Select name={field} aria-label={label} value={adSettings[field] === undefined ? '' : String(adSettings[field])}
                placeholder="Any" options={AGE_OPTIONS} onChange={(v) => setAge(field, v)} />
            </FormField>
          </Box>
        ))}
      </HStack>
      <RadioGroup.Root value={adSettings.gender ?? 'ALL'} onValueChange={(e) => onChange({ ...adSettings, gender: e.value as Gender })} aria-label="Gender">
        <HStack gap="5">
          <Text fontSize="sm" fontWeight="medium">Gender</Text>
          {GENDER_OPTIONS.map((g) => (
            <RadioGroup.Item key={g.value} value={g.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{g.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Stack>
  );
}
