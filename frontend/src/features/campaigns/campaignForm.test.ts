// The campaign form (001 §2; UpdateCampaignRequest): budget in major units sent as minor units, the end a local
// date and time sent as an instant, and only what changed sent.
import { describe, expect, it } from 'vitest';
import { campaign } from './fixtures.ts';
import { campaignUpdate, campaignValues, checkCampaign, fromLocalInput, majorText, minorOf, toLocalInput } from './campaignForm.ts';
import { CAMPAIGN_MESSAGES } from './messages.ts';

const BEFORE_START = new Date('2026-11-30T09:00:00.000Z');

describe('amounts', () => {
  it('reads major units of at most two decimals as minor units', () => {
    expect(minorOf('250')).toBe(25000);
    expect(minorOf('250.5')).toBe(25050);
    expect(minorOf(' 0.05 ')).toBe(5);
    expect(minorOf('250.555')).toBeNull();
    expect(minorOf('-1')).toBeNull();
    expect(minorOf('')).toBeNull();
    expect(minorOf('1e3')).toBeNull();
  });
  it('shows minor units as major units with two decimals', () => {
    expect(majorText(25050)).toBe('250.50');
    expect(majorText(5)).toBe('0.05');
  });
});

describe('the end', () => {
  it('goes to a local date and time and back to the same instant (to the minute)', () => {
    const local = toLocalInput('2026-12-08T00:00:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-12-08T00:00:00.000Z');
    expect(fromLocalInput('08/12/2026')).toBeNull();
    expect(toLocalInput('not a date')).toBe('');
  });
});

describe('the checks', () => {
  it('asks for a name and an amount', () => {
    const c = campaign();
    const errors = checkCampaign({ ...campaignValues(c), name: '  ', lifetimeBudget: '12.345' }, c, BEFORE_START);
    expect(errors.name).toBe(CAMPAIGN_MESSAGES.nameRequired);
    expect(errors.lifetimeBudget).toBe(CAMPAIGN_MESSAGES.budgetInvalid);
  });
  it('takes a changed end only after the start and ahead of now', () => {
    const c = campaign();
    const v = campaignValues(c);
    expect(checkCampaign(v, c, new Date('2027-01-01T00:00:00.000Z')).endDate).toBeUndefined(); // unchanged: not checked
    expect(checkCampaign({ ...v, endDate: toLocalInput('2026-11-29T00:00:00.000Z') }, c, BEFORE_START).endDate).toBe(CAMPAIGN_MESSAGES.endDateInvalid);
    expect(checkCampaign({ ...v, endDate: toLocalInput('2026-12-03T00:00:00.000Z') }, c, new Date('2026-12-05T00:00:00.000Z')).endDate).toBe(CAMPAIGN_MESSAGES.endDatePast);
    expect(checkCampaign({ ...v, endDate: toLocalInput('2026-12-20T00:00:00.000Z') }, c, BEFORE_START).endDate).toBeUndefined();
  });
});

describe('the body of a save', () => {
  it('is null when nothing changed', () => {
    const c = campaign();
    expect(campaignUpdate(campaignValues(c), c)).toBeNull();
  });
  it('names only the changed fields: a pause, a new end and budget, a trimmed name', () => {
    const c = campaign();
    expect(campaignUpdate({ ...campaignValues(c), status: 'PAUSED' }, c)).toEqual({ status: 'PAUSED' });
    expect(campaignUpdate({ ...campaignValues(c), name: ' Spring ', lifetimeBudget: '300', endDate: toLocalInput('2026-12-20T00:00:00.000Z') }, c))
      .toEqual({ name: 'Spring', lifetimeBudget: 30000, endDate: '2026-12-20T00:00:00.000Z' });
  });
  it('resumes a paused campaign and keeps the status of one neither running nor paused', () => {
    const paused = campaign({ status: 'PAUSED' });
    expect(campaignUpdate({ ...campaignValues(paused), status: 'ACTIVE' }, paused)).toEqual({ status: 'ACTIVE' });
    const scheduled = campaign({ status: 'SCHEDULED' });
    expect(campaignValues(scheduled).status).toBe('');
    expect(campaignUpdate(campaignValues(scheduled), scheduled)).toBeNull();
  });
});
