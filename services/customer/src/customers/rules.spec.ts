import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem } from '@adops/platform';
import {
  assertLogoBytes,
  assertNameFree,
  assertUniqueSettingKeys,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_IMAGE_AD_LIMIT,
  DEFAULT_SHARING_OPTIONS,
  defaultSharingOptions,
  invalidPhoneMessage,
  logoType,
  toggledActivation,
  validatePhone,
  validatePhones,
} from './rules.ts';

/** The problem `run` throws, asserted to be one. */
function problemOf(run: () => unknown): Problem {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof Problem, `expected a Problem, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a Problem, nothing was thrown');
}

describe('a new customer\'s defaults', () => {
  it('are New Zealand\'s: NZ with GST, NZD, ten images per ad', () => {
    assert.deepEqual(DEFAULT_COUNTRY, { code: 'NZ', taxCode: 'GST' });
    assert.deepEqual(DEFAULT_CURRENCY, { code: 'NZD', currencySuffix: 'NZD' });
    assert.equal(DEFAULT_IMAGE_AD_LIMIT, 10);
  });

  it('share everything, on every widget', () => {
    assert.deepEqual(defaultSharingOptions(), { campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'] });
  });

  it('are a fresh copy each time: changing one customer\'s widgets changes no other\'s', () => {
    const first = defaultSharingOptions();
    first.allowedSharingWidgets.pop();
    assert.equal(defaultSharingOptions().allowedSharingWidgets.length, 5);
    assert.equal(DEFAULT_SHARING_OPTIONS.allowedSharingWidgets.length, 5);
    assert.notEqual(defaultSharingOptions().allowedSharingWidgets, DEFAULT_SHARING_OPTIONS.allowedSharingWidgets);
  });
});

describe('a customer\'s settings', () => {
  it('may be absent, empty or of distinct keys', () => {
    assertUniqueSettingKeys(undefined);
    assertUniqueSettingKeys([]);
    assertUniqueSettingKeys([{ key: 'a', value: '1' }, { key: 'b', value: '1' }]);
  });

  it('give a key once: a second is a 400 at /body/settings naming the key', () => {
    const problem = problemOf(() => assertUniqueSettingKeys([{ key: 'a', value: '1' }, { key: 'b', value: '2' }, { key: 'a', value: '3' }]));
    assert.equal(problem.status, 400);
    assert.equal(problem.detail, 'The setting a is given twice.');
    assert.deepEqual(problem.errors, [{ path: '/body/settings', message: 'The setting a is given twice.' }]);
  });
});

describe('a customer\'s name', () => {
  it('is free when no customer has it, or only the customer being renamed', () => {
    assertNameFree(null);
    assertNameFree({ id: 'c1' }, 'c1');
  });

  it('held by another customer is a 409', () => {
    const problem = problemOf(() => assertNameFree({ id: 'c1' }));
    assert.equal(problem.status, 409);
    assert.equal(problem.detail, 'A customer with this name already exists.');
    assert.equal(problemOf(() => assertNameFree({ id: 'c1' }, 'c2')).status, 409);
  });
});

describe('activation', () => {
  it('toggles: active to inactive and back', () => {
    assert.deepEqual(toggledActivation({ isActive: true }), { isActive: false });
    assert.deepEqual(toggledActivation({ isActive: false }), { isActive: true });
  });
});

describe('a logo', () => {
  it('has bytes: nothing, an empty buffer or a string is a 400', () => {
    for (const body of [undefined, Buffer.alloc(0), 'png']) {
      const problem = problemOf(() => assertLogoBytes(body));
      assert.equal(problem.status, 400);
      assert.equal(problem.detail, 'The logo is empty.');
    }
    assertLogoBytes(Buffer.from([0x89, 0x50]));
  });

  it('is a gif, jpeg or png as sniffed; anything else, or nothing recognised, is a 415', () => {
    for (const type of ['image/gif', 'image/jpeg', 'image/png']) assert.equal(logoType(type), type);
    for (const type of ['image/svg+xml', 'image/webp', 'application/pdf', undefined]) {
      const problem = problemOf(() => logoType(type));
      assert.equal(problem.status, 415);
      assert.equal(problem.detail, 'Only gif, jpeg and png images are allowed.');
    }
  });
});

describe('phone numbers of agents and offices', () => {
  it('are kept in E.164 when valid for the customer\'s country', () => {
    assert.equal(validatePhone('021 234 5678', 'NZ', '/body/phone'), '+64212345678');
    assert.equal(validatePhone('02 9374 4000', 'AU', '/body/phone'), '+61293744000');
    assert.equal(validatePhone('+64 9 309 0000', 'NZ', '/body/phone'), '+6493090000');
  });

  it('keep each phone\'s type and order', () => {
    assert.deepEqual(validatePhones([{ type: 'MOBILE', value: '021 234 5678' }, { type: 'FIXED_LINE', value: '09 309 0000' }], 'NZ'), [
      { type: 'MOBILE', value: '+64212345678' },
      { type: 'FIXED_LINE', value: '+6493090000' },
    ]);
    assert.deepEqual(validatePhones([], 'NZ'), []);
  });

  it('of another country, or no number at all, are a 400 at their field', () => {
    const problem = problemOf(() => validatePhone('+61 2 9374 4000', 'NZ', '/body/phone'));
    assert.equal(problem.status, 400);
    assert.deepEqual(problem.errors, [{ path: '/body/phone', message: invalidPhoneMessage('+61 2 9374 4000', 'NZ') }]);
    assert.equal(invalidPhoneMessage('+61 2 9374 4000', 'NZ'), 'The phone number +61 2 9374 4000 is not a valid number for NZ.');
    assert.equal(problemOf(() => validatePhone('+64 21 234 5678', 'AU', '/body/phone')).status, 400);
    assert.equal(problemOf(() => validatePhone('12', 'NZ', '/body/phone')).status, 400);
  });

  it('name every invalid phone at its index, not only the first', () => {
    const problem = problemOf(() => validatePhones([{ type: 'MOBILE', value: 'abc' }, { type: 'MOBILE', value: '021 234 5678' }, { type: 'FIXED_LINE', value: '123' }], 'NZ'));
    assert.deepEqual(problem.errors?.map((e) => e.path), ['/body/phones/0/value', '/body/phones/2/value']);
    assert.equal(problem.detail, 'The phone number abc is not a valid number for NZ. (and 1 more)');
  });
});
