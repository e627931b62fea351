import { describe, expect, it } from 'vitest';
import { cleanLeadForm } from './LeadFormSection.tsx';
import { settingsFor } from './CarouselSettingsDialog.tsx';
import { templateLabel } from './labels.ts';

describe('the lead form', () => {
  it('keeps only the fields filled in; an empty form is none (the template applies)', () => {
    expect(cleanLeadForm({ introHeadline: '  ', followUpActionUrl: '', thankYouButtonType: undefined })).toBeUndefined();
    expect(cleanLeadForm({ introHeadline: 'Book a viewing', followUpActionUrl: ' https://a.example.com/x ', thankYouButtonType: 'CALL_BUSINESS' }))
      .toEqual({ introHeadline: 'Book a viewing', followUpActionUrl: 'https://a.example.com/x', thankYouButtonType: 'CALL_BUSINESS' });
  });
});

describe('carousel settings', () => {
  it('keeps a text per card, aligned by position, at most 10, and none when all are empty', () => {
    expect(settingsFor(3, ['', 'Sea views'], [])).toEqual({ headlines: ['', 'Sea views', ''] });
    expect(settingsFor(2, ['a', 'b', 'c'], ['x'])).toEqual({ headlines: ['a', 'b'], descriptions: ['x', ''] });
    expect(settingsFor(12, Array.from({ length: 12 }, (_, i) => `h${i}`), [])).toEqual({ headlines: Array.from({ length: 10 }, (_, i) => `h${i}`) });
    expect(settingsFor(2, [' '], [''])).toEqual({});
  });
});

describe('tab labels', () => {
  it('names the network and the campaign type', () => {
    expect(templateLabel({ templateModel: 'CustomerCampaignTemplate', type: 'SINGLE_LISTING_IMAGE_CAROUSEL' }, 0)).toBe('Facebook · Single Listing Image Carousel');
    expect(templateLabel({ templateModel: 'CustomerGdnCampaignTemplate', type: 'IMAGE_DISPLAY' }, 0)).toBe('Google · Image Display');
    expect(templateLabel({ templateModel: 'CustomerCampaignTemplate', type: 'SINGLE_LISTING' }, 0)).toBe('Facebook · Single Listing');
    expect(templateLabel({ templateModel: 'CustomerCampaignTemplate' }, 1)).toBe('Facebook · Campaign 2');
  });
});
