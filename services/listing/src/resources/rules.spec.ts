// The resource rules without a database: offices a save may name, media checks with the spec's
// messages, the list's window, search and additional filters.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem } from '@adops/platform';
import { checkHasMedia, checkMayCreate, checkMedia, checkPublicUrls, dateWindow, landingUrlOf, MESSAGES, newResourceReference, nextDashboardRoles, officesToSave, parseFilters, searchOf, textOf, type AssetFacts } from './rules.ts';

function problemOf(call: () => unknown): { status: number; detail: string; paths: string[] } {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof Problem, String(error));
    return { status: error.status, detail: error.detail, paths: (error.errors ?? []).map((e) => e.path) };
  }
  assert.fail('expected a Problem');
}

describe('resource offices', () => {
  const offices = { level: 'offices' as const, customerId: 'c', officeIds: ['o1', 'o2'] };
  it('staff and corporate users name any offices (none allowed), and an update without officeIds leaves them', () => {
    assert.deepEqual(officesToSave({ level: 'all' }, ['x'], true), ['x']);
    assert.deepEqual(officesToSave({ level: 'customer', customerId: 'c' }, undefined, true), []);
    assert.equal(officesToSave({ level: 'customer', customerId: 'c' }, undefined, false), undefined);
  });
  it("other users get all their offices when they send none, may choose among them, and never another's", () => {
    assert.deepEqual(officesToSave(offices, undefined, true), ['o1', 'o2']);
    assert.deepEqual(officesToSave(offices, [], false), ['o1', 'o2']);
    assert.deepEqual(officesToSave(offices, ['o2'], true), ['o2']);
    assert.deepEqual(problemOf(() => officesToSave(offices, ['o2', 'o9'], true)), { status: 400, detail: MESSAGES.officeNotFound, paths: ['/body/officeIds/1'] });
  });
  it('a non-corporate user without offices cannot save (403)', () => {
    assert.deepEqual(problemOf(() => officesToSave({ level: 'offices', customerId: 'c', officeIds: [] }, undefined, true)), { status: 403, detail: MESSAGES.noOffices, paths: [] });
    assert.equal(problemOf(() => officesToSave({ level: 'nothing' }, ['o1'], true)).status, 403);
  });
});

describe('resource media', () => {
  const known = new Map<string, AssetFacts>([
    ['img', { kind: 'image', hasPoster: true }],
    ['vid', { kind: 'video', hasPoster: true }],
    ['raw', { kind: 'video', hasPoster: false }],
  ]);
  it("'A resource must contain some images or videos.'", () => {
    assert.deepEqual(problemOf(() => checkHasMedia([], [])), { status: 400, detail: 'A resource must contain some images or videos.', paths: ['/body/imageIds'] });
    checkHasMedia(['img'], []);
    checkHasMedia([], [{ videoId: 'vid', thumbnailId: null }]);
  });
  it('every id is a known asset of the right kind', () => {
    checkMedia({ imageIds: ['img'], sourceImageIds: ['img'], videos: [{ videoId: 'vid', thumbnailId: 'img' }] }, known);
    const refused = problemOf(() => checkMedia({ imageIds: ['vid', 'nope'], sourceImageIds: ['vid'], videos: [{ videoId: 'img', thumbnailId: 'vid' }] }, known));
    assert.deepEqual(refused.paths, ['/body/imageIds/0', '/body/imageIds/1', '/body/sourceImageIds/0', '/body/videos/0/videoId', '/body/videos/0/thumbnailId']);
  });
  it("a video without a thumbnail (no poster frame yet, none named): 'Please wait for the video to finish processing'", () => {
    assert.deepEqual(problemOf(() => checkMedia({ videos: [{ videoId: 'raw', thumbnailId: null }] }, known)), { status: 400, detail: 'Please wait for the video to finish processing', paths: ['/body/videos/0/thumbnailId'] });
    checkMedia({ videos: [{ videoId: 'raw', thumbnailId: 'img' }] }, known);
  });
  it('one public URL of each type; the landing URL is the LANDING_URL one', () => {
    const urls = [{ type: 'CUSTOMER_URL' as const, url: 'https://a.example' }, { type: 'LANDING_URL' as const, url: 'https://b.example' }];
    checkPublicUrls(urls);
    assert.equal(landingUrlOf(urls), 'https://b.example');
    assert.equal(landingUrlOf([]), null);
    assert.deepEqual(problemOf(() => checkPublicUrls([...urls, urls[1]!])).paths, ['/body/publicUrls/2/type']);
  });
  it('texts are trimmed, empty ones null; references are RES and 10 characters, fresh each time', () => {
    assert.equal(textOf('  hi '), 'hi');
    assert.equal(textOf('   '), null);
    assert.equal(textOf(undefined), null);
    assert.match(newResourceReference(), /^RES[A-HJ-NP-Z2-9]{10}$/);
    assert.notEqual(newResourceReference(), newResourceReference());
  });
});

describe('resource list', () => {
  const now = new Date('2026-11-28T03:00:00.000Z');
  it('the window is a year back by default, dateRange days back, or dateFrom to dateTo', () => {
    assert.deepEqual(dateWindow({}, now), { from: new Date('2025-11-28T03:00:00.000Z') });
    assert.deepEqual(dateWindow({ dateRange: 7 }, now), { from: new Date('2026-11-21T03:00:00.000Z') });
    assert.deepEqual(dateWindow({ dateFrom: '2020-01-01T00:00:00Z', dateTo: '2020-02-01T00:00:00Z', dateRange: 7 }, now), { from: new Date('2020-01-01T00:00:00Z'), to: new Date('2020-02-01T00:00:00Z') });
  });
  it("search needs more than 1 character; reference is exact, other fields contain", () => {
    assert.deepEqual(searchOf({}), {});
    assert.deepEqual(problemOf(() => searchOf({ search: 'a' })), { status: 400, detail: 'Search text needs more than 1 character', paths: ['/query/search'] });
    assert.deepEqual(problemOf(() => searchOf({ search: ' a ' })).detail, MESSAGES.searchTooShort);
    assert.deepEqual(searchOf({ search: 'RESABC', searchField: 'reference' }), { exactReference: 'RESABC' });
    assert.deepEqual(searchOf({ search: 'open', searchField: 'title' }), { contains: 'open' });
    assert.deepEqual(searchOf({ search: 'open' }), { contains: 'open' });
  });
  it('additional filters: name:operator:value, values may hold colons; flags are true or false with eq or ne', () => {
    assert.deepEqual(parseFilters(['title:contains:a:b', 'isPublished:ne:true', 'name:eq:']), [
      { name: 'title', operator: 'contains', value: 'a:b' },
      { name: 'isPublished', operator: 'ne', value: true },
      { name: 'name', operator: 'eq', value: '' },
    ]);
    assert.deepEqual(problemOf(() => parseFilters(['name:eq:x', 'isPublished:eq:yes'])).paths, ['/query/filter/1']);
    assert.deepEqual(problemOf(() => parseFilters(['isCopiedResource:contains:true'])).paths, ['/query/filter/0']);
    assert.deepEqual(parseFilters(undefined), []);
  });
});

describe('who may create resources (003 §6 enableCreateResourceRoles)', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 0, 0, s));
  const saved = (dashboardId: string, roles: string[] | null, s: number) => ({ customerId: 'c', dashboardId, roles, deleted: false, eventAt: at(s) });
  const deleted = (dashboardId: string, s: number) => ({ customerId: 'c', dashboardId, roles: null, deleted: true, eventAt: at(s) });
  it('the roles listed may; staff always; no dashboard or no list told: every role', () => {
    checkMayCreate(['corporate'], false, saved('d', ['corporate'], 1));
    assert.deepEqual(problemOf(() => checkMayCreate(['agent'], false, saved('d', ['corporate'], 1))), { status: 403, detail: MESSAGES.createNotAllowed, paths: [] });
    assert.equal(problemOf(() => checkMayCreate(['agent'], false, saved('d', [], 1))).status, 403);
    checkMayCreate(['admin'], true, saved('d', [], 1));
    checkMayCreate(['agent'], false, null);
    checkMayCreate(['agent'], false, saved('d', null, 1));
    checkMayCreate(['agent'], false, deleted('d', 2));
  });
  it('a later event wins; a deletion of another dashboard changes nothing; at one instant the deletion stands', () => {
    assert.deepEqual(nextDashboardRoles(null, saved('d', ['agent'], 1)), saved('d', ['agent'], 1));
    assert.equal(nextDashboardRoles(saved('d', ['agent'], 5), saved('d', ['corporate'], 4)), null);
    assert.deepEqual(nextDashboardRoles(saved('d', ['agent'], 5), saved('d', ['corporate'], 6)), saved('d', ['corporate'], 6));
    assert.equal(nextDashboardRoles(saved('d', ['agent'], 5), deleted('other', 6)), null);
    assert.deepEqual(nextDashboardRoles(saved('d', ['agent'], 5), deleted('d', 6)), deleted('d', 6));
    assert.equal(nextDashboardRoles(deleted('d', 6), saved('d', ['agent'], 6)), null);
    assert.deepEqual(nextDashboardRoles(deleted('d', 6), saved('e', ['agent'], 7)), saved('e', ['agent'], 7));
  });
});
