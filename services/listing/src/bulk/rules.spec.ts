// The bulk-upload columns, without a database: a header's unknown columns and a row's refusals.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LIST_SEPARATOR, rowListing, TOO_MANY_IMAGES, unknownColumns } from './rules.ts';

const messageOf = (values: Record<string, string>): string => {
  const read = rowListing(values);
  assert.ok(!read.ok, 'the row is refused');
  return read.message;
};

describe('bulk columns', () => {
  it('a header names only our columns; anything else is returned, in order', () => {
    assert.deepEqual(unknownColumns(['title', 'type', 'images', 'latitude', 'longitude']), []);
    assert.deepEqual(unknownColumns(['title', 'Title', 'price ', 'agentEmail']), ['Title', 'price ', 'agentEmail']);
  });

  it('a row needs a title, a known type and whole minor units', () => {
    assert.equal(messageOf({ title: '  ' }), 'title is required');
    assert.match(messageOf({ title: 'A', type: 'castle' }), /^type must be one of /);
    assert.equal(messageOf({ title: 'A', startPrice: '10.5' }), 'startPrice must be whole minor units');
    assert.equal(messageOf({ title: 'A', startPrice: '-1' }), 'startPrice must be a number from 0 to 100000000000');
    assert.equal(messageOf({ title: 'x'.repeat(301) }), 'title is longer than 300 characters');
  });

  it('refuses an 11th image with the listing save\'s message', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `${i}.png`).join(LIST_SEPARATOR);
    const read = rowListing({ title: 'A', images: ten });
    assert.ok(read.ok && read.listing.images.length === 10);
    assert.equal(messageOf({ title: 'A', images: `${ten}${LIST_SEPARATOR}10.png` }), TOO_MANY_IMAGES);
  });

  it('latitude and longitude go together, within their ranges', () => {
    assert.equal(messageOf({ title: 'A', latitude: '-33.8' }), 'latitude and longitude go together');
    assert.equal(messageOf({ title: 'A', latitude: '91', longitude: '0' }), 'latitude must be a number from -90 to 90');
    const read = rowListing({ title: 'A', latitude: '-33.8', longitude: '151.2' });
    assert.ok(read.ok);
    assert.deepEqual(read.listing.metaData, [{ key: 'geoLocation', value: { latitude: -33.8, longitude: 151.2 }, isPublic: true }]);
  });

  it('an instant follows the API\'s rule: RFC 3339, a real day, a UTC year from 1000 to 9999, never stored as another date', () => {
    for (const bad of ['2024-19-39T00:00:00Z', '0000-00-00T00:00:00Z', '2024-02-30T00:00:00Z', '0099-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00', '2024-01-01', '1']) {
      assert.equal(messageOf({ title: 'A', startTimestamp: bad }), 'startTimestamp must be a date and time (ISO 8601)', bad);
      assert.equal(messageOf({ title: 'A', auction: bad }), 'auction must be a date and time (ISO 8601)', bad);
    }
    const read = rowListing({ title: 'A', startTimestamp: ' 2024-02-29T23:30:00+13:00 ', auction: '9999-12-31T23:59:59Z' });
    assert.ok(read.ok);
    assert.equal(read.listing.startTimestamp?.toISOString(), '2024-02-29T10:30:00.000Z');
    assert.deepEqual(read.listing.metaData, [{ key: 'auction', value: '9999-12-31T23:59:59.000Z', isPublic: true }]);
  });

  it('dates, URLs and price views are checked by their column', () => {
    assert.equal(messageOf({ title: 'A', auction: 'next Saturday' }), 'auction must be a date and time (ISO 8601)');
    assert.equal(messageOf({ title: 'A', customerUrl: 'ftp://example.com/1' }), 'customerUrl must be an http(s) URL');
    assert.equal(messageOf({ title: 'A', videoLink: 'not a url' }), 'videoLink must be an http(s) URL');
    assert.match(messageOf({ title: 'A', priceView: 'cheap' }), /^priceView must be one of Fixed Price/);
    const read = rowListing({ title: 'A', priceView: 'fixed price' });
    assert.ok(read.ok);
    assert.deepEqual(read.listing.metaData, [{ key: 'priceView', value: 'Fixed Price', isPublic: true }]);
  });
});
