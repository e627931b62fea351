import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CampaignSpec, CreativeSpec } from './port.ts';
import {
  IMAGE_TEXT_RATIO_LIMIT,
  PERSONAL_ATTRIBUTE_PATTERNS,
  REASON_HOUSING_CATEGORY_MISSING,
  REASON_IMAGE_MOSTLY_TEXT,
  REASON_PERSONAL_ATTRIBUTES,
  looksLikeHousing,
  personalAttributesIn,
  reviewCreative,
} from './review.ts';

const creative = (over: Partial<CreativeSpec> = {}): CreativeSpec => ({
  format: 'IMAGE',
  headline: 'Sunny villa in Ponsonby',
  message: 'Three bedrooms, north-facing deck, a short walk from the cafes. Open home Saturday 11am.',
  linkUrl: 'https://harbour.example.com/listings/42',
  imageUrls: ['https://cdn.example.com/42/front.jpg'],
  imageTextRatios: [0.05],
  callToAction: 'LEARN_MORE',
  ...over,
});

describe('an image mostly text', () => {
  it('is refused above 20 % text on any image, passed at 20 % or below or when unknown', () => {
    assert.equal(IMAGE_TEXT_RATIO_LIMIT, 0.2);
    assert.deepEqual(
      reviewCreative({ creative: creative({ imageTextRatios: [0.1, 0.21] }), specialAdCategories: ['HOUSING'] }),
      [REASON_IMAGE_MOSTLY_TEXT],
    );
    assert.deepEqual(
      reviewCreative({ creative: creative({ imageTextRatios: [0.2, 0] }), specialAdCategories: ['HOUSING'] }),
      [],
    );
    assert.deepEqual(
      reviewCreative({ creative: creative({ imageTextRatios: undefined }), specialAdCategories: ['HOUSING'] }),
      [],
    );
  });
});

describe('a phrase that assumes things about the viewer', () => {
  it("every pattern's own examples match it, in the headline or the message, whatever the case", () => {
    for (const { name, pattern, examples } of PERSONAL_ATTRIBUTE_PATTERNS) {
      for (const example of examples) {
        assert.ok(pattern.test(example), `${name}: ${example}`);
        assert.deepEqual(
          reviewCreative({ creative: creative({ headline: example }), specialAdCategories: ['HOUSING'] }),
          [REASON_PERSONAL_ATTRIBUTES],
          example,
        );
        assert.deepEqual(
          reviewCreative({ creative: creative({ message: example.toUpperCase() }), specialAdCategories: ['HOUSING'] }),
          [REASON_PERSONAL_ATTRIBUTES],
          example,
        );
      }
    }
  });

  it('names the patterns a text matches', () => {
    assert.deepEqual(personalAttributesIn('Are you over 50? Homes for people like you.'), [
      'a question whether the viewer is something',
      'a group the viewer is put into',
    ]);
    assert.deepEqual(personalAttributesIn('Whatever your credit rating'), ["the viewer's personal attributes"]);
    assert.deepEqual(personalAttributesIn('Nice. Retired? Downsize here.'), [
      "a one-line question naming the viewer's situation",
    ]);
  });

  it('copy about the property, or speaking to the reader without assuming, passes', () => {
    for (const text of [
      "You're a short stroll from the beach",
      'You are 5 minutes from the motorway',
      'Looking for a home? See it Saturday.',
      'First home? Talk to us about KiwiSaver.',
      'Your new kitchen awaits',
      'Book your viewing today',
      'Are there schools nearby? Yes, three.',
      'Perfect for first home buyers.',
    ]) {
      assert.deepEqual(personalAttributesIn(text), [], text);
    }
  });

  it('is deliberately strict about "are you …?"', () => {
    assert.deepEqual(personalAttributesIn('Are you looking for a home?'), [
      'a question whether the viewer is something',
    ]);
  });
});

describe('the housing category', () => {
  it("a property listing's ad without HOUSING is refused; with it, it passes", () => {
    assert.deepEqual(reviewCreative({ creative: creative(), specialAdCategories: [], isHousing: true }), [
      REASON_HOUSING_CATEGORY_MISSING,
    ]);
    assert.deepEqual(reviewCreative({ creative: creative(), specialAdCategories: ['HOUSING'], isHousing: true }), []);
  });

  it("the caller's word wins; without it the creative is read for a property ad", () => {
    assert.deepEqual(reviewCreative({ creative: creative(), specialAdCategories: [], isHousing: false }), []);
    assert.deepEqual(reviewCreative({ creative: creative(), specialAdCategories: [] }), [
      REASON_HOUSING_CATEGORY_MISSING,
    ]);
    const brand = creative({
      headline: 'Harbour Realty turns 20',
      message: 'Thank you, Auckland, for two decades of trust.',
    });
    assert.equal(looksLikeHousing(brand), false);
    assert.deepEqual(reviewCreative({ creative: brand, specialAdCategories: [] }), []);
    assert.equal(looksLikeHousing({ headline: '3 bdr townhouse', message: 'Auction 12 June' }), true);
  });
});

describe('a review', () => {
  it('gives every reason once, in a fixed order, from a whole campaign spec too', () => {
    const spec: CampaignSpec = {
      reference: 'c-1',
      name: 'Ponsonby villa',
      objective: 'TRAFFIC',
      specialAdCategories: [],
      specialAdCategoryCountries: [],
      lifetimeBudget: 10_000,
      startTime: '2026-12-01T00:00:00Z',
      endTime: '2026-12-08T00:00:00Z',
      adSets: [],
      creative: creative({
        headline: 'Are you a first home buyer?',
        message: 'People like you love this house. Bad credit? Fine.',
        imageTextRatios: [0.5, 0.6],
      }),
    };
    assert.deepEqual(reviewCreative(spec), [
      REASON_IMAGE_MOSTLY_TEXT,
      REASON_PERSONAL_ATTRIBUTES,
      REASON_HOUSING_CATEGORY_MISSING,
    ]);
  });
});
