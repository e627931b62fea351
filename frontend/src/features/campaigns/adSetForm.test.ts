// The ad-set form (001 §2; UpdateAdSetRequest): ages 13–65 with min ≤ max, radius 1–80 km (the spec's messages),
// the texts of a rejected ad only, its save a resubmission, and the check before submission.
import { describe, expect, it } from 'vitest';
import { adSet } from './fixtures.ts';
import { adSetUpdate, adSetValues, checkAdSet, creativeCheckOf, resubmission } from './adSetForm.ts';

describe('the checks', () => {
  it('keeps ages within 13 to 65, the lower at most the upper, with the spec messages', () => {
    const a = adSet();
    const v = adSetValues(a);
    expect(checkAdSet({ ...v, ageMin: '12' }, a).ageMin).toBe('Minimum age is 13');
    expect(checkAdSet({ ...v, ageMax: '70' }, a).ageMax).toBe('Maximum age is 65');
    expect(checkAdSet({ ...v, ageMin: '40', ageMax: '30' }, a).ageMin).toBe('Age min cannot exceed age max.');
    expect(checkAdSet({ ...v, ageMin: '', ageMax: '' }, a)).toEqual({});
  });
  it('keeps each radius within 1 to 80 km', () => {
    const a = adSet();
    expect(checkAdSet({ ...adSetValues(a), radiusKm: ['0'] }, a)['radiusKm.0']).toBe('Minimum radius is 1km');
    expect(checkAdSet({ ...adSetValues(a), radiusKm: ['81'] }, a)['radiusKm.0']).toBe('Maximum radius is 80km');
    expect(checkAdSet({ ...adSetValues(a), radiusKm: [''] }, a)['radiusKm.0']).toBe('Minimum radius is 1km');
  });
  it('asks for texts only of a rejected ad (the only one whose texts change)', () => {
    const approved = adSet();
    expect(checkAdSet({ ...adSetValues(approved), headline: '' }, approved).headline).toBeUndefined();
    const rejected = adSet({ reviewStatus: 'REJECTED' });
    expect(checkAdSet({ ...adSetValues(rejected), headline: ' ' }, rejected).headline).toBe('Headline is required');
  });
});

describe('the body of a save', () => {
  it('is null when nothing changed', () => {
    const a = adSet();
    expect(adSetUpdate(adSetValues(a), a)).toBeNull();
  });
  it('sends a changed age with its pair, a gender and the circles with their new radius', () => {
    const a = adSet();
    expect(adSetUpdate({ ...adSetValues(a), ageMin: '30', gender: 'FEMALE', radiusKm: ['15'] }, a)).toEqual({
      targeting: { ageMin: 30, ageMax: 65, gender: 'FEMALE', circles: [{ latitude: -36.85, longitude: 174.75, radiusKm: 15 }] },
    });
    expect(adSetUpdate({ ...adSetValues(a), ageMin: '', ageMax: '' }, a)).toEqual({ targeting: { ageMin: null, ageMax: null } });
  });
  it('leaves the texts of an approved ad out, and sends a rejected ad’s texts as its resubmission', () => {
    const approved = adSet();
    expect(adSetUpdate({ ...adSetValues(approved), headline: 'New' }, approved)).toBeNull();
    const rejected = adSet({ reviewStatus: 'REJECTED', reviewReasons: ['Image mostly text'] });
    expect(adSetUpdate({ ...adSetValues(rejected), headline: ' New headline ' }, rejected)).toEqual({ creative: { headline: 'New headline' } });
    // Unchanged texts still resubmit: the body names them as they are.
    expect(resubmission(adSetValues(rejected), rejected)).toEqual({ creative: { headline: '12 Harbour View Road', message: 'Call Jo' } });
  });
});

describe('the check before submission', () => {
  it('asks about the texts as typed with the images’ text ratios, a housing ad in the HOUSING category', () => {
    const a = adSet();
    expect(creativeCheckOf({ ...adSetValues(a), headline: 'Are you single?' }, a, true)).toEqual({
      headline: 'Are you single?', message: 'Call Jo', isHousing: true, imageTextRatios: [0.3], specialAdCategories: ['HOUSING'],
    });
    expect(creativeCheckOf(adSetValues(a), adSet({ creative: { ...a.creative, imageTextRatios: undefined } }), false)).toEqual({ headline: '12 Harbour View Road', message: 'Call Jo', isHousing: false });
  });
});
