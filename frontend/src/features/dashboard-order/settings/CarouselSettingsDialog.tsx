// Carousel settings (002 §2 "resource settings (carousel settings)", §3 resources.settings headlines and
// descriptions): a headline and a description per card of the carousel, edited in a dialog and kept only on
// Save. A card left empty takes the campaign template's text.
import { useState } from 'react';
import { Button, HStack, Image, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { CampaignResources } from '../../../lib/api/generated/order.ts';
import { FormField } from '../../../components/FormField.tsx';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { cardErrors } from './rules.ts';

export interface Card {
  /** What the card shows (a listing's title, "Image 2"). */
  label: string;
  imageUrl?: string;
}

type Settings = NonNullable<CampaignResources['settings']>;

/** The settings with as many entries as cards (at most 10), empty texts kept so positions stay aligned. */
export function settingsFor(cards: number, headlines: string[], descriptions: string[]): Settings {
  const n = Math.min(10, cards);
  const fit = (texts: string[]) => Array.from({ length: n }, (_, i) => texts[i] ?? '');
  const h = fit(headlines);
  const d = fit(descriptions);
  return { ...(h.some((t) => t.trim()) ? { headlines: h } : {}), ...(d.some((t) => t.trim()) ? { descriptions: d } : {}) };
}

export function CarouselSettingsDialog({ open, onClose, cards, settings, onSave }: {
  open: boolean; onClose(): void; cards: Card[]; settings: Settings | undefined; onSave(settings: Settings): void;
}) {
  const shown = cards.slice(0, 10);
  const [headlines, setHeadlines] = useState<string[]>(settings?.headlines ?? []);
  const [descriptions, setDescriptions] = useState<string[]>(settings?.descriptions ?? []);
  const [tried, setTried] = useState(false);
  const reset = () => { setHeadlines(settings?.headlines ?? []); setDescriptions(settings?.descriptions ?? []); setTried(false); };
  const next = settingsFor(shown.length, headlines, descriptions);
  const errors = cardErrors({ resources: { settings: next } });
  const setAt = (list: string[], i: number, text: string) => { const copy = [...list]; copy[i] = text; return copy; };
  const cancel = () => { reset(); onClose(); };

  return (
    <ModalDialog open={open} onClose={cancel} onExitComplete={reset} size="lg" scrollBehavior="inside"
      testId="carousel-settings" title="Carousel settings" footer={(
        <>
          <Button variant="outline" onClick={cancel}>Cancel</Button>
          <Button colorPalette="blue" onClick={() => {
            setTried(true);
            if (errors.length) return;
            onSave(next);
            onClose();
          }}>Save</Button>
        </>
      )}>
      <Stack gap="5">
        {shown.length === 0 && <Text color="fg.muted">There are no cards yet: select images first.</Text>}
        {shown.map((card, i) => (
          <HStack key={i} gap="3" align="start">
            {card.imageUrl && <Image src={card.imageUrl} alt="" w="20" aspectRatio={1} objectFit="cover" borderRadius="sm" />}
            <Stack gap="2" flex="1">
              <Text fontWeight="medium">Card {i + 1}: {card.label}</Text>
              <FormField label="Headline" submitted={tried} error={(headlines[i]?.length ?? 0) > 255 ? errors.find((e) => e.startsWith(`Headline of card ${i + 1} `)) : undefined}>
                <Input size="sm" aria-label={`Headline of card ${i + 1}`} value={headlines[i] ?? ''} onChange={(e) => setHeadlines(setAt(headlines, i, e.target.value))} />
              </FormField>
              <FormField label="Description" submitted={tried} error={(descriptions[i]?.length ?? 0) > 2000 ? errors.find((e) => e.startsWith(`Description of card ${i + 1} `)) : undefined}>
                <Textarea size="sm" rows={2} aria-label={`Description of card ${i + 1}`} value={descriptions[i] ?? ''} onChange={(e) => setDescriptions(setAt(descriptions, i, e.target.value))} />
              </FormField>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </ModalDialog>
  );
}
