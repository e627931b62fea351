// The LLA tag form's mapping: the values a tag starts from, the bodies they become, the form's own checks in
// the server's words, where the server's refusals are shown, and which accounts' audiences are offered.
import { describe, expect, it } from 'vitest';
import type { AdAccount, LlaTag } from '../../lib/api/generated/ads.ts';
import type { SaveAnswer } from '../../lib/forms/useApiForm.ts';
import { checkLlaTag, countryName, createBody, llaTagFieldOf, llaTagValues, nameTakenAtName, updateBody } from './llaTagForm.ts';
import { LLA_TAG_MESSAGES } from './messages.ts';
import { sourceAccounts, unlistedChoices } from './sources.ts';

const CUSTOMER = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const TAG: LlaTag = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', customerId: CUSTOMER, name: 'Vendors lookalike', sourceAudienceIds: ['a1', 'a2'], country: 'AU', ratio: 3,
  createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
};
const taken = 'This customer already has an LLA tag of this name.';
const answer = (status: number, error: unknown): SaveAnswer<LlaTag> => ({ error, response: new Response(null, { status }) });

describe('the LLA tag form', () => {
  it('starts a new tag in New Zealand at 1 % with no source audiences, and an existing one as it is', () => {
    expect(llaTagValues()).toEqual({ name: '', sourceAudienceIds: [], country: 'NZ', ratio: '1' });
    expect(llaTagValues(TAG)).toEqual({ name: 'Vendors lookalike', sourceAudienceIds: ['a1', 'a2'], country: 'AU', ratio: '3' });
  });

  it("creates the customer's tag with the name trimmed, each audience once, the country in capitals and the ratio a number", () => {
    expect(createBody(CUSTOMER, { name: '  Buyers  ', sourceAudienceIds: ['a2', 'a1', 'a2'], country: ' nz', ratio: ' 5 ' }))
      .toEqual({ customerId: CUSTOMER, name: 'Buyers', sourceAudienceIds: ['a2', 'a1'], country: 'NZ', ratio: 5 });
  });

  it('updates everything but the customer, which stays', () => {
    const body = updateBody({ ...llaTagValues(TAG), ratio: '10', sourceAudienceIds: [] });
    expect(body).toEqual({ name: 'Vendors lookalike', sourceAudienceIds: [], country: 'AU', ratio: 10 });
    expect(body).not.toHaveProperty('customerId');
  });

  it("checks the ratio in the server's words: whole per cent from 1 to 10", () => {
    const ratioMessage = (ratio: string) => checkLlaTag({ ...llaTagValues(), name: 'x', ratio }).ratio;
    for (const ok of ['1', '10', ' 7 ']) expect(ratioMessage(ok)).toBeUndefined();
    for (const bad of ['0', '11', '2.5', '', 'abc', '-1']) expect(ratioMessage(bad)).toBe('Lookalike ratio must be between 1 and 10 per cent.');
  });

  it('asks for a name and a two-letter country', () => {
    const checks = checkLlaTag({ name: '   ', sourceAudienceIds: [], country: 'NZL', ratio: '1' });
    expect(checks.name).toBe('Please enter a name.');
    expect(checks.country).toBe(LLA_TAG_MESSAGES.countryInvalid);
    expect(checkLlaTag({ name: 'x', sourceAudienceIds: [], country: 'au', ratio: '1' }).country).toBeUndefined();
  });

  it("shows a source audience's refusal at the audiences field, and leaves the other paths to the form", () => {
    expect(llaTagFieldOf('/body/sourceAudienceIds/2')).toBe('sourceAudienceIds');
    expect(llaTagFieldOf('/body/sourceAudienceIds')).toBe('sourceAudienceIds');
    expect(llaTagFieldOf('/body/ratio')).toBeUndefined();
    expect(llaTagFieldOf('/body/sourceAudienceIdsX')).toBeUndefined();
  });

  it("puts the 409 'name taken' at the name, and leaves other refusals as they are", () => {
    const conflict = nameTakenAtName(answer(409, { title: 'Conflict', status: 409, detail: taken }));
    expect(conflict.error).toEqual({ title: 'Conflict', status: 409, detail: taken, errors: [{ path: '/body/name', message: taken }] });
    const invalid = { title: 'Bad Request', status: 400, errors: [{ path: '/body/ratio', message: LLA_TAG_MESSAGES.ratio }] };
    expect(nameTakenAtName(answer(400, invalid)).error).toBe(invalid);
    const withFields = { title: 'Conflict', status: 409, detail: taken, errors: [{ path: '/body/other', message: 'x' }] };
    expect(nameTakenAtName(answer(409, withFields)).error).toBe(withFields);
    const saved: SaveAnswer<LlaTag> = { data: TAG, response: new Response(null, { status: 200 }) };
    expect(nameTakenAtName(saved)).toBe(saved);
  });

  it("names a country by its code, and leaves what is not one as typed", () => {
    expect(countryName('nz')).toBe('New Zealand');
    expect(countryName('AU')).toBe('Australia');
    expect(countryName('N')).toBe('N');
  });
});

describe('the source audiences offered', () => {
  const account = (id: string, name: string, customerId: string | null): AdAccount => ({
    id, kind: 'social', provider: 'meta', accountId: id, name, currency: 'NZD', timezone: 'Pacific/Auckland', customerId, hasCredentials: true,
    createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
  });

  it("are the customer's own accounts by name, then the shared ones, each once; never another customer's", () => {
    const own = [account('2', 'Zed', CUSTOMER), account('1', 'Alpha', CUSTOMER)];
    const any = [account('2', 'Zed', CUSTOMER), account('3', 'Other', 'someone-else'), account('5', 'Sim social', null), account('4', 'Common', null)];
    expect(sourceAccounts(own, any, CUSTOMER).map((a) => a.id)).toEqual(['1', '2', '4', '5']);
  });

  it('sets apart the chosen audiences no account lists', () => {
    expect(unlistedChoices(['a1', 'gone', 'a2'], new Set(['a1', 'a2', 'a3']))).toEqual(['gone']);
    expect(unlistedChoices([], new Set(['a1']))).toEqual([]);
  });
});
