// Groups of listing fields shared by the staff listing form (./ListingForm.tsx) and the dashboard's
// (features/dashboard-listing-edit/DashboardListingForm.tsx): the counts and land, the address parts, the
// coordinates, and the line that says a value is kept as the text it was saved as (002 §3).
import { SimpleGrid, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { AREA_UNITS, LENGTH_UNITS } from './constants.ts';
import { ADDRESS_PARTS, COUNT_KEYS, type AddressPart, type CountKey, type ListingValues } from './listingValues.ts';

const COUNT_LABELS: Record<CountKey, string> = { bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', garages: 'Garages', carports: 'Carports', openSpaces: 'Open spaces' };
const ADDRESS_LABELS: Record<AddressPart, string> = {
  streetNumber: 'Street number', street: 'Street', suburb: 'Suburb', state: 'State or region', postcode: 'Postcode', country: 'Country',
};

/** A value the server keeps as text until the fields are filled (an address, land details, an auction it could not read). */
export function SavedAsText({ name, what }: { name: 'addressText' | 'landDetailsText' | 'auctionText'; what: string }) {
  const { watch } = useFormContext<ListingValues>();
  const saved = watch(name);
  if (!saved) return null;
  return <Text fontSize="sm" color="fg.muted" data-testid={name}>{what} saved as text: “{saved}”. It is kept until the fields are filled.</Text>;
}

/** The counts (bedrooms …), then the land area and frontage with their units. */
export function CountAndLandFields() {
  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
        {COUNT_KEYS.map((key) => <TextField key={key} name={`counts.${key}`} label={COUNT_LABELS[key]} inputMode="numeric" />)}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <TextField name="landArea" label="Land area" inputMode="decimal" />
        <SelectField name="landAreaUnit" inputName="landAreaUnit" label="Area unit" placeholder="Unit" options={AREA_UNITS} />
        <TextField name="frontage" label="Frontage" inputMode="decimal" />
        <SelectField name="frontageUnit" inputName="frontageUnit" label="Frontage unit" placeholder="Unit" options={LENGTH_UNITS} />
      </SimpleGrid>
    </>
  );
}

export function AddressPartFields() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {ADDRESS_PARTS.map((part) => <TextField key={part} name={`address.${part}`} label={ADDRESS_LABELS[part]} maxLength={200} />)}
    </SimpleGrid>
  );
}

export function CoordinateFields() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <TextField name="latitude" label="Latitude" inputMode="decimal" helper="-90 to 90, with the longitude." />
      <TextField name="longitude" label="Longitude" inputMode="decimal" helper="-180 to 180." />
    </SimpleGrid>
  );
}
