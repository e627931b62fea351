// The account form's bodies: write-only credentials are sent only when typed, an update sends only what may change.
import { describe, expect, it } from 'vitest';
import type { AdAccount } from '../../lib/api/generated/ads.ts';
import { accountValues, checkAccount, createBody, updateBody } from './accountForm.ts';
import { AD_ACCOUNT_MESSAGES } from './messages.ts';

const ACCOUNT: AdAccount = {
  id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d', kind: 'social', provider: 'meta', accountId: '1029384756', name: 'Harbour ads', currency: 'NZD',
  timezone: 'Pacific/Auckland', customerId: null, hasCredentials: true, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
};

describe('the account form', () => {
  it('starts a new display account on the simulator in NZD and Auckland time, shared', () => {
    expect(accountValues('display')).toEqual({ provider: 'simulator', accountId: '', name: '', currency: 'NZD', timezone: 'Pacific/Auckland', customerId: '', credentials: {} });
  });

  it('creates with the credentials typed for the provider, trimmed, and none left empty', () => {
    const values = { ...accountValues('social'), provider: 'meta' as const, accountId: ' 42 ', name: ' Harbour ', currency: 'nzd', customerId: 'c1',
      credentials: { accessToken: ' tok ', appSecret: '', pageId: '  ', developerToken: 'not meta' } };
    expect(createBody(values)).toEqual({
      provider: 'meta', accountId: '42', name: 'Harbour', currency: 'NZD', timezone: 'Pacific/Auckland', customerId: 'c1', credentials: { accessToken: 'tok' },
    });
  });

  it('creates a simulator account without credentials and a shared one with a null customer', () => {
    const body = createBody({ ...accountValues('social'), accountId: '7', name: 'Sim' });
    expect(body).not.toHaveProperty('credentials');
    expect(body.customerId).toBeNull();
  });

  it('updates the name, time zone and customer, and the credentials only when some are typed', () => {
    const values = { ...accountValues('social', ACCOUNT), name: 'Harbour social', timezone: 'Australia/Sydney' };
    expect(updateBody(values)).toEqual({ name: 'Harbour social', timezone: 'Australia/Sydney', customerId: null });
    expect(updateBody({ ...values, credentials: { appSecret: 's3cret' } })).toEqual({ name: 'Harbour social', timezone: 'Australia/Sydney', customerId: null, credentials: { appSecret: 's3cret' } });
  });

  it("asks for a real network's required credentials unless the account has them stored", () => {
    const meta = { ...accountValues('social'), provider: 'meta' as const, accountId: '1', name: 'x' };
    expect(checkAccount(meta, undefined)['credentials.accessToken']).toBe(AD_ACCOUNT_MESSAGES.credentialRequired);
    expect(checkAccount(meta, { hasCredentials: true })['credentials.accessToken']).toBeUndefined();
    const google = { ...accountValues('display'), provider: 'google' as const, accountId: '1', name: 'x', credentials: { developerToken: 'd', clientId: 'c' } };
    const checks = checkAccount(google, undefined);
    expect(Object.keys(checks).filter((k) => checks[k])).toEqual(['credentials.clientSecret', 'credentials.refreshToken']);
  });

  it("checks a new account's id and currency, not a linked one's", () => {
    const bad = { ...accountValues('social'), accountId: 'act_12', name: 'x', currency: 'NZ' };
    expect(checkAccount(bad, undefined)).toMatchObject({ accountId: AD_ACCOUNT_MESSAGES.accountIdInvalid, currency: AD_ACCOUNT_MESSAGES.currencyInvalid });
    expect(checkAccount(bad, { hasCredentials: false })).not.toHaveProperty('accountId');
  });
});
