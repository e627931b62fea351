// REAXML: the shared fixtures (real feeds with their quirks) parse to what the files say; dates of every
// form; entity declarations, external DTDs and oversized feeds refused or inert; the mapping to the
// listing fields of spec 002 §3; writer → parser round trip. Pure: no database, no network beyond loopback.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  formatInspection, parseReaxml, parseReaxmlDate, parseReaxmlStream, parseInspectionText, ReaxmlError, listingFingerprint, toListingFields, toReaxmlListing, writeReaxml,
  type MetaDataEntry, type ParsedReaxmlListing, type ReaxmlFeed, type ReaxmlListing,
} from '../src/stores/reaxml/index.ts';

// Byte-for-byte copies of shared/fixtures/reaxml (SOURCES.md there and beside them; .gitattributes keeps CRLF and BOM).
const bytesOf = (name: string) => readFileSync(new URL(`fixtures/reaxml/${name}`, import.meta.url));
const ALL_TYPES = 'openrealestate__REA-AllTypes.xml';
const LAND = 'openrealestate__REA-Land-Current.xml';
const OFF_MARKET = 'openrealestate__REA-Residential-OffMarket.xml';
const EXPORTER = 'i4ucode__AABBCC_2015-02-15_11-03-51.XML';

const byId = (feed: ReaxmlFeed, id: string): ParsedReaxmlListing => {
  const found = feed.listings.find((l) => l.listing.uniqueId === id);
  assert.ok(found, `listing ${id}`);
  return found;
};
const feedOf = (listings: string, head = '<?xml version="1.0" encoding="utf-8"?>\n') =>
  `${head}<propertyList date="2020-03-04-05:06:07" username="u" password="secret-pw">${listings}</propertyList>`;
const meta = (entries: MetaDataEntry[], key: string) => entries.find((m) => m.key === key);

describe('fixtures parse with their listing counts and values', () => {
  test('REA-AllTypes: 6 listings in feed order, residential and rental in every status', () => {
    const feed = parseReaxml(bytesOf(ALL_TYPES));
    assert.equal(feed.date, '2009-01-01T12:30:00');
    assert.deepEqual(feed.warnings, []);
    assert.deepEqual(feed.listings.map((l) => [l.listing.kind, l.listing.status, l.listing.uniqueId]), [
      ['residential', 'current', 'Residential-Current-ABCD1234'],
      ['residential', 'sold', 'Residential-Sold-ABCD1234'],
      ['residential', 'withdrawn', 'Residential-Withdrawn-ABCD1234'],
      ['rental', 'current', 'Rental-Current-ABCD1234'],
      ['rental', 'leased', 'Rental-Leased-ABCD1234'],
      ['rental', 'withdrawn', 'Rental-Withdrawn-ABCD1234'],
    ]);
    const current = byId(feed, 'Residential-Current-ABCD1234').listing;
    assert.equal(current.agentId, 'XNWXNW');
    assert.equal(current.modTime, '2009-01-01T12:30:00');
    assert.equal(current.authority, 'auction');
    assert.equal(current.auctionDate, '2009-02-04T18:30:00');
    assert.equal(current.underOffer, false);
    assert.deepEqual(current.price, { value: 500000, display: true });
    assert.equal(current.priceView, 'Between $400,000 and $600,000');
    assert.equal(current.headline, 'SHOW STOPPER!!!');
    assert.deepEqual(current.address, {
      display: true, site: null, subNumber: '2', lotNumber: null, streetNumber: '39', street: 'Main Road', suburb: 'RICHMOND',
      suburbDisplay: true, state: 'Vic', postcode: '3121', country: 'AUS', latitude: null, longitude: null,
    });
    assert.deepEqual(current.categories, ['House']);
    assert.deepEqual(current.agents, [{ id: null, name: 'Mr. John Doe', email: 'jdoe@somedomain.com.au', telephones: [{ type: 'BH', number: '05 1234 5678' }] }]);
    assert.equal(current.features['bedrooms'], '4');
    assert.equal(current.features['heating'], 'other');
    assert.equal(current.features['airConditioning'], '1');
    assert.deepEqual(current.landDetails?.depths, [{ value: 40, unit: 'meter', min: null, max: null, side: 'rear' }]);
    assert.deepEqual(current.inspectionTimes[0], { text: '21-Jan-2009 11:00am to 1:00pm', date: '2009-01-21', start: '11:00', end: '13:00' });
    assert.deepEqual(current.inspectionTimes[1], { text: '22-Jan-2009 3:00pm to 3:30pm', date: '2009-01-22', start: '15:00', end: '15:30' });
    assert.deepEqual(current.images, [
      { id: 'm', url: 'http://www.someWebSite.com.au/tmp/imageM.jpg', file: null, modTime: '2009-01-01T12:30:00', format: 'jpg' },
      { id: 'a', url: 'http://www.someWebSite.com.au/tmp/imageA.jpg', file: null, modTime: '2009-01-01T12:30:00', format: 'jpg' },
    ]);
    assert.deepEqual(current.floorplans.map((f) => f.url), ['http://www.someWebSite.com.au/tmp/floorplan1.gif', 'http://www.someWebSite.com.au/tmp/floorplan2.gif']);
    assert.deepEqual(current.externalLinks, ['http://www.au.open2view.com/properties/314244/tour#floorplan']);

    const sold = byId(feed, 'Residential-Sold-ABCD1234').listing;
    assert.deepEqual(sold.soldDetails, { price: { value: 580000, display: true }, date: '2009-01-10T12:30:00' });
    const rental = byId(feed, 'Rental-Current-ABCD1234').listing;
    assert.deepEqual(rental.rent, { value: 350, display: null, period: 'week' });
    assert.equal(rental.bond, 350);
    assert.equal(rental.dateAvailable, '2009-01-26T12:30:00');
  });

  test('business, rural and holidayRental listings (kinds with no fixture here) read their categories', () => {
    const feed = parseReaxml(feedOf(
      '<business modTime="2009-01-01-12:30:00" status="current"><uniqueID>B1</uniqueID><commercialListingType value="sale"/>' +
      '<price display="yes">200000</price><priceView>To suit buyers 100K+ </priceView><takings>120000</takings>' +
      '<businessCategory id="1"><name>Automotive</name><businessSubCategory><name>Panel Beating</name></businessSubCategory></businessCategory></business>' +
      '<rural status="current"><uniqueID>R1</uniqueID><ruralCategory name="Cropping"/></rural>' +
      '<holidayRental status="current"><uniqueID>H1</uniqueID><holidayCategory name="Apartment"/><rent period="night" display="yes">180</rent></holidayRental>' +
      '<business status="sold"><uniqueID>B2</uniqueID><soldDetails><price display="yes">250000</price><date>2009-01-10 12:30:00</date></soldDetails></business>',
    ));
    assert.deepEqual(feed.listings.map((l) => [l.listing.kind, l.listing.uniqueId, l.listing.categories]), [
      ['business', 'B1', ['Automotive']], ['rural', 'R1', ['Cropping']], ['holidayRental', 'H1', ['Apartment']], ['business', 'B2', []],
    ]);
    const business = toListingFields(feed.listings[0]!.listing).fields;
    assert.deepEqual([business.type, business.startPrice, meta(business.metaData, 'priceView')?.value], ['BUSINESS_FOR_SALE', 200000, 'Negotiation']);
    const holiday = toListingFields(feed.listings[2]!.listing).fields;
    assert.deepEqual([holiday.type, meta(holiday.metaData, 'price')?.value], ['RESIDENTIAL_FOR_RENT', '$180 per night']);
    assert.equal(feed.listings[3]?.listing.soldDetails?.date, '2009-01-10T12:30:00');
  });

  test('the feed credentials are never kept', () => {
    const feed = JSON.stringify(parseReaxml(bytesOf(ALL_TYPES)));
    assert.ok(!feed.includes('xmlpassword') && !feed.includes('xmluser'));
  });

  test('REA-Land-Current: 1 land auction with REA date form, lot, three depths, videoLink', () => {
    const feed = parseReaxml(bytesOf(LAND));
    assert.equal(feed.listings.length, 1);
    const land = feed.listings[0]!.listing;
    assert.equal(land.kind, 'land');
    assert.equal(land.uniqueId, 'Land-Current-ABCD1234');
    assert.equal(land.auctionDate, '2009-01-24T12:30:00');
    assert.deepEqual(land.price, { value: 500000, display: true });
    assert.equal(land.address?.lotNumber, '12');
    assert.deepEqual(land.categories, ['Residential']);
    assert.deepEqual(land.landDetails?.depths.map((d) => [d.side, d.value]), [['rear', 40], ['left', 60], ['right', 20]]);
    assert.deepEqual(land.agents[0]?.telephones, [{ type: 'BH', number: '05 1234 5678' }, { type: 'mobile', number: '0418 123 456' }]);
    assert.equal(land.videoLink, 'http://www.foo.tv/abcd.html');
    assert.equal(land.externalLinks.length, 2);
  });

  test('REA-Residential-OffMarket: 1 listing with only agentID and uniqueID', () => {
    const feed = parseReaxml(bytesOf(OFF_MARKET));
    assert.equal(feed.listings.length, 1);
    const l = feed.listings[0]!.listing;
    assert.deepEqual([l.kind, l.status, l.uniqueId, l.agentId, l.headline, l.images.length], ['residential', 'offmarket', 'Residential-OffMarket-ABCD1234', 'XNWXNW', null, 0]);
  });

  test('exporter feed (BOM, no encoding): 4 commercial listings, placeholders dropped and reported', () => {
    const feed = parseReaxml(bytesOf(EXPORTER));
    assert.equal(feed.date, '2015-02-15T11:03:51');
    assert.deepEqual(feed.listings.map((l) => [l.listing.uniqueId, l.listing.status]), [['1955', 'current'], ['3732', 'current'], ['G30600', 'sold'], ['1234', 'withdrawn']]);
    const { listing: first, warnings } = byId(feed, '1955');
    assert.equal(first.kind, 'commercial');
    assert.equal(first.commercialListingType, 'lease');
    assert.deepEqual(first.agents.map((a) => [a.id, a.name]), [['1', 'Pradeepa N']]);
    assert.deepEqual(first.images.map((i) => [i.id, i.url, i.file]), [['m', null, '8faa9763-f613-e211-b47b-005056a3015d.jpg'], ['a', null, 'f8d2826d-f613-e211-b47b-005056a3015d.jpg']]);
    assert.ok(warnings.includes('24 empty img placeholder(s) dropped'), warnings.join('; '));
    assert.ok(warnings.includes('2 empty listingAgent placeholder(s) dropped'), warnings.join('; '));
    assert.equal(first.priceView, null); // <priceView />
    assert.deepEqual(first.price, { value: null, display: true }); // <price display="yes" />
    assert.deepEqual(first.commercialRent, { value: null, perSquareMetre: { min: 370, max: 415 }, period: 'annual' });
    assert.deepEqual(first.buildingDetails?.area, { value: null, unit: 'squareMeter', min: 140, max: 452 });
    assert.deepEqual(first.categories, ['Offices', 'Retail', 'Medical/Consulting']);
    assert.equal(first.address?.site, 'KINGSTON WAREHOUSE');
    assert.ok(first.description?.includes('Canberra’s Inner South'));
    const second = byId(feed, '3732').listing;
    assert.equal(second.commercialRent?.value, 31548);
    assert.equal(second.address?.site, null); // <site />
    assert.deepEqual(second.categories, ['Offices']); // two without a name
    assert.ok(second.description?.includes('131.45m2 & another of 60.2m2'));
    assert.deepEqual(byId(feed, 'G30600').listing.soldDetails, { price: { value: 12345, display: false }, date: '2015-02-15T00:00:00' });
  });
});

describe('quirks', () => {
  const oneListing = (extra = '', attrs = 'modTime="2009-01-01-12:30:00" status="current"') =>
    `<residential ${attrs}><agentID>A</agentID><uniqueID>Q1</uniqueID><headline>Quirk</headline>${extra}</residential>`;

  test('a UTF-8 BOM, as bytes or as a string, reads the same as none', () => {
    const plain = parseReaxml(feedOf(oneListing()));
    assert.deepEqual(parseReaxml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(feedOf(oneListing()))])), plain);
    assert.deepEqual(parseReaxml(`\uFEFF${feedOf(oneListing())}`), plain);
    assert.equal(plain.listings[0]?.listing.headline, 'Quirk');
  });

  test('CRLF line endings: text keeps its line breaks as \\n, never \\r', () => {
    const description = byId(parseReaxml(bytesOf(EXPORTER)), '1955').listing.description!;
    assert.ok(bytesOf(EXPORTER).includes('\r\n'));
    assert.ok(description.includes('strata titled. \n\nUnit 1 holds'));
    assert.ok(!description.includes('\r'));
  });

  test('a declared ISO-8859-1 feed is decoded as such', () => {
    const latin1 = Buffer.from(feedOf(oneListing('<description>Caf\u00e9</description>'), '<?xml version="1.0" encoding="ISO-8859-1"?>'), 'latin1');
    assert.equal(parseReaxml(latin1).listings[0]?.listing.description, 'Café');
  });

  test('empty placeholders read as absent: <price/>, <priceView/>, <area/>, <img id="b"/>, empty inspectionTimes and href', () => {
    const [parsed] = parseReaxml(feedOf(oneListing(
      '<price/><priceView/><landDetails><area unit="square"/></landDetails><inspectionTimes/><externalLink href=""/><images><img id="b"/></images>',
    ))).listings;
    const l = parsed!.listing;
    assert.deepEqual(l.price, { value: null, display: null });
    assert.equal(l.priceView, null);
    assert.deepEqual(l.landDetails, { area: null, frontage: null, depths: [] });
    assert.deepEqual([l.inspectionTimes, l.externalLinks, l.images], [[], [], []]);
    assert.deepEqual(parsed!.warnings, ['1 empty img placeholder(s) dropped']);
  });

  test('no XML declaration, CDATA sections and character references', () => {
    // Each text segment is trimmed on its own (fast-xml-parser's trimValues): no blank between CDATA and text here.
    const [parsed] = parseReaxml(feedOf(oneListing('<description><![CDATA[<p>Sun & sea</p>]]>&#8217;n&#x2019;</description>'), '')).listings;
    assert.equal(parsed?.listing.description, '<p>Sun & sea</p>’n’');
  });

  test('img directly under objects is read as an image', () => {
    const l = parseReaxml(feedOf(oneListing('<objects><img id="m" url="http://x.test/m.jpg"/></objects>'))).listings[0]!.listing;
    assert.deepEqual(l.images.map((i) => i.url), ['http://x.test/m.jpg']);
  });

  test('every date form normalises; impossible dates and free text do not', () => {
    const forms: [string, string | null][] = [
      ['2009-01-01-12:30:00', '2009-01-01T12:30:00'],
      ['20090101', '2009-01-01'],
      ['20090101-12:30:00', '2009-01-01T12:30:00'],
      ['2015-02-15 11:03:51', '2015-02-15T11:03:51'],
      ['2009-02-04T18:30', '2009-02-04T18:30:00'],
      ['2009-02-04T18:30:00Z', '2009-02-04T18:30:00Z'],
      ['2009-02-04T18:30:00.000+1000', '2009-02-04T18:30:00+10:00'],
      ['2009-02-04T18:30:00-03:30', '2009-02-04T18:30:00-03:30'],
      ['2009-01-26', '2009-01-26'],
      ['2009-02-30', null],
      ['2009-13-01-12:00:00', null],
      ['2009-01-01-25:00:00', null],
      ['2009-0101', null],
      ['next week', null],
      // The platform's instant rule: years 1000 to 9999, and a zoned time whose UTC value stays in them.
      ['0000-00-00', null],
      ['0099-01-01-12:00:00', null],
      ['00990101', null],
      ['9999-12-31T23:00:00-05:00', null],
      ['1000-01-01T00:30:00+01:00', null],
      ['9999-12-31T23:00:00', '9999-12-31T23:00:00'],
    ];
    for (const [raw, expected] of forms) assert.equal(parseReaxmlDate(raw), expected, raw);
  });

  test('each date form inside a feed; an unreadable one becomes a warning, not a refusal', () => {
    const cases: [string, string][] = [
      ['2009-01-01-12:30:00', '2009-01-01T12:30:00'], ['20090101', '2009-01-01'],
      ['2015-02-15 11:03:51', '2015-02-15T11:03:51'], ['2009-02-04T18:30', '2009-02-04T18:30:00'],
    ];
    for (const [raw, expected] of cases) {
      const [parsed] = parseReaxml(feedOf(oneListing('', `modTime="${raw}" status="current"`))).listings;
      assert.equal(parsed?.listing.modTime, expected, raw);
    }
    const [bad] = parseReaxml(feedOf(oneListing('<auction date="soon"/>'))).listings;
    assert.equal(bad?.listing.auctionDate, null);
    assert.deepEqual(bad?.warnings, ['auction date "soon" is not a date: ignored']);
  });

  test('inspection times: REA text parsed to a day and 24-hour times; other text kept as text', () => {
    assert.deepEqual(parseInspectionText('3-Feb-2010 12:00pm to 12:30pm'), { date: '2010-02-03', start: '12:00', end: '12:30' });
    assert.deepEqual(parseInspectionText('1-Mar-2010 12:15am to 1:00am'), { date: '2010-03-01', start: '00:15', end: '01:00' });
    assert.equal(formatInspection('2010-03-01', '00:15', '13:00'), '1-Mar-2010 12:15am to 1:00pm');
    assert.equal(formatInspection('2009-01-21', '11:00', '13:00'), '21-Jan-2009 11:00am to 1:00pm');
    assert.equal(parseInspectionText('By appointment'), null);
  });

  test('yes/no in every spelling; a listing without uniqueID or with an unknown status is skipped and reported', () => {
    const feed = parseReaxml(feedOf(
      oneListing('<underOffer value="true"/>') +
      '<rental status="current"><headline>no id</headline></rental>' +
      '<rental status="archived"><uniqueID>X</uniqueID></rental>',
    ));
    assert.equal(feed.listings.length, 1);
    assert.equal(feed.listings[0]?.listing.underOffer, true);
    assert.deepEqual(feed.warnings, ['listing 2 (rental) skipped: no uniqueID', 'listing 3 (rental) skipped: unknown status "archived"']);
  });

  test('a uniqueID twice in one feed: the last one is kept, once', () => {
    const feed = parseReaxml(feedOf(oneListing('<bond>1</bond>') + oneListing('<bond>2</bond>')));
    assert.deepEqual(feed.listings.map((l) => l.listing.bond), [2]);
    assert.deepEqual(feed.warnings, ['uniqueID Q1 appears more than once: the last one is kept']);
  });

  test('listings are keyed by uniqueID: a rerun of the same feed gives the same ids', () => {
    const ids = (f: ReaxmlFeed) => f.listings.map((l) => toListingFields(l.listing).fields.externalId);
    assert.deepEqual(ids(parseReaxml(bytesOf(ALL_TYPES))), ids(parseReaxml(bytesOf(ALL_TYPES))));
    assert.deepEqual(ids(parseReaxml(bytesOf(EXPORTER))), ['1955', '3732', 'G30600', '1234']);
  });
});

describe('refused or inert input', () => {
  const refused = (fn: () => unknown, code: string) => assert.throws(fn, (e: unknown) => e instanceof ReaxmlError && e.code === code);

  test('an external entity (XXE) is refused before parsing, nothing of the file shows', () => {
    const xxe = feedOf('<residential status="current"><uniqueID>X</uniqueID><headline>&xxe;</headline></residential>',
      '<?xml version="1.0"?>\n<!DOCTYPE propertyList [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n');
    refused(() => parseReaxml(xxe), 'ENTITY_DECLARATIONS');
    try { parseReaxml(xxe); } catch (e) { assert.ok(!String((e as Error).message).includes('root:')); }
  });

  test('internal entity expansion (billion laughs) is refused', () => {
    const lol = '<!DOCTYPE propertyList [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    refused(() => parseReaxml(feedOf('<residential status="current"><uniqueID>&b;</uniqueID></residential>', lol)), 'ENTITY_DECLARATIONS');
  });

  // The parser itself refuses declarations wherever it meets them: what comes before the DOCTYPE changes nothing.
  test('a DOCTYPE with entities after a comment, after a processing instruction, or later in the file is refused', () => {
    const listing = '<residential status="current"><uniqueID>&e;</uniqueID><headline>&e;</headline></residential>';
    const subset = '<!DOCTYPE propertyList [<!ENTITY e "injected">]>';
    for (const head of [
      `<?xml version="1.0"?>\n<!-- exported <propertyList> by a tool -->\n${subset}\n`,
      `<!-- <propertyList> -->${subset}`,
      `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="feed.xsl"?>\n${subset}\n`,
      `<?exporter name="<propertyList>"?>${subset}`,
      `<?xml version="1.0"?>\n${subset}\n`,
    ]) {
      refused(() => parseReaxml(feedOf(listing, head)), 'ENTITY_DECLARATIONS');
    }
    // A DOCTYPE after the root element, and an entity declaration in the body, are no way around it either.
    refused(() => parseReaxml(`${feedOf('<residential status="current"><uniqueID>X</uniqueID></residential>')}\n${subset}`), 'ENTITY_DECLARATIONS');
    refused(() => parseReaxml(feedOf('<!ENTITY e "injected"><residential status="current"><uniqueID>X</uniqueID></residential>')), 'ENTITY_DECLARATIONS');
    // Parameter and external entities, in any DOCTYPE.
    refused(() => parseReaxml(feedOf(listing, '<!-- c --><!DOCTYPE propertyList [<!ENTITY % p "x">]>')), 'ENTITY_DECLARATIONS');
    refused(() => parseReaxml(feedOf(listing, '<?pi?><!DOCTYPE propertyList [<!ENTITY e SYSTEM "file:///etc/passwd">]>')), 'ENTITY_DECLARATIONS');
  });

  test('an internal entity declared once is refused with the same message', () => {
    const doc = feedOf('<residential status="current"><uniqueID>X</uniqueID><headline>&name;</headline></residential>', '<!DOCTYPE propertyList [<!ENTITY name "Harbour House">]>');
    assert.throws(() => parseReaxml(doc), (e: unknown) => e instanceof ReaxmlError && e.code === 'ENTITY_DECLARATIONS' && e.message === 'REAXML feed declares entities (a DTD internal subset): refused');
  });

  test('an external DTD is never fetched and its entities stay unresolved', async () => {
    let requests = 0;
    const server = createServer((_req, res) => { requests++; res.end('<!ENTITY secret "LEAKED">'); });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const doc = feedOf('<residential status="current"><uniqueID>X</uniqueID><headline>&secret;</headline></residential>',
        `<?xml version="1.0"?>\n<!DOCTYPE propertyList SYSTEM "http://127.0.0.1:${port}/propertyList.dtd">\n`);
      // The undeclared entity stays as it was written: nothing of the DTD was read.
      assert.equal(parseReaxml(doc).listings[0]?.listing.headline, '&secret;');
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(requests, 0);
    } finally {
      server.close();
    }
  });

  test('an oversized feed is refused: as bytes, and as a stream without reading past the limit', async () => {
    const big = feedOf(`<residential status="current"><uniqueID>X</uniqueID><description>${'x'.repeat(5000)}</description></residential>`);
    refused(() => parseReaxml(big, { maxBytes: 4096 }), 'TOO_LARGE');
    let chunksRead = 0;
    async function* endless() {
      yield '<propertyList>';
      for (;;) { chunksRead++; yield '<!-- padding -->'.repeat(64); }
    }
    await assert.rejects(parseReaxmlStream(endless(), { maxBytes: 64 * 1024 }), (e: unknown) => e instanceof ReaxmlError && e.code === 'TOO_LARGE');
    assert.ok(chunksRead < 100, `read ${chunksRead} chunks`);
    const streamed = await parseReaxmlStream((async function* () { yield bytesOf(LAND); })());
    assert.equal(streamed.listings[0]?.listing.uniqueId, 'Land-Current-ABCD1234');
  });

  test('more listings than allowed is refused while parsing', () => {
    refused(() => parseReaxml(bytesOf(ALL_TYPES), { maxListings: 5 }), 'TOO_MANY_LISTINGS');
    assert.equal(parseReaxml(bytesOf(ALL_TYPES), { maxListings: 6 }).listings.length, 6);
  });

  test('not XML, or XML that is not REAXML, is refused with its own code', () => {
    refused(() => parseReaxml('<propertyList><residential></propertyList>'), 'MALFORMED');
    refused(() => parseReaxml('<rss><channel/></rss>'), 'NOT_REAXML');
    refused(() => parseReaxml(Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e])), 'MALFORMED');
  });
});

describe('mapping to the listing fields of spec 002 §3', () => {
  const allTypes = parseReaxml(bytesOf(ALL_TYPES));
  const exporter = parseReaxml(bytesOf(EXPORTER));
  const mapOne = (listings: string) => toListingFields(parseReaxml(feedOf(listings)).listings[0]!.listing);

  test('a residential auction: type, title, price, metaData keys; floorplans and links reported', () => {
    const { fields, warnings } = toListingFields(byId(allTypes, 'Residential-Current-ABCD1234').listing);
    assert.equal(fields.externalId, 'Residential-Current-ABCD1234');
    assert.equal(fields.type, 'RESIDENTIAL_FOR_SALE');
    assert.equal(fields.listingOption, 'CLASSIFIED');
    assert.equal(fields.title, 'SHOW STOPPER!!!');
    assert.ok(fields.description?.startsWith("Don't pass up an opportunity"));
    assert.equal(fields.startPrice, 500000);
    assert.deepEqual(fields.images.map((i) => [i.externalId, i.url]), [['m', 'http://www.someWebSite.com.au/tmp/imageM.jpg'], ['a', 'http://www.someWebSite.com.au/tmp/imageA.jpg']]);
    assert.deepEqual(fields.metaData.map((m) => m.key), ['bedrooms', 'bathrooms', 'garages', 'carports', 'landDetails', 'priceView', 'price', 'status', 'inspectionTimes', 'auction', 'address', 'listingAgent']);
    assert.deepEqual(meta(fields.metaData, 'bedrooms'), { key: 'bedrooms', value: 4, isPublic: true });
    assert.deepEqual(meta(fields.metaData, 'priceView')?.value, 'Auction');
    assert.deepEqual(meta(fields.metaData, 'price'), { key: 'price', value: 'Between $400,000 and $600,000', isPublic: true });
    assert.deepEqual(meta(fields.metaData, 'status'), { key: 'status', value: 'ACTIVE', isPublic: false });
    assert.equal(meta(fields.metaData, 'auction')?.value, '2009-02-04T18:30:00');
    assert.deepEqual(meta(fields.metaData, 'address')?.value, {
      site: null, subNumber: '2', lotNumber: null, streetNumber: '39', street: 'Main Road', suburb: 'RICHMOND', state: 'VIC',
      postcode: '3121', country: 'AU', display: '2/39 Main Road, RICHMOND, VIC, 3121', showStreet: true, showSuburb: true,
    });
    assert.deepEqual(meta(fields.metaData, 'listingAgent')?.value, [{ agentId: null, name: 'Mr. John Doe', telephone: '05 1234 5678', email: 'jdoe@somedomain.com.au', img: null }]);
    assert.deepEqual(warnings, ['2 floorplan(s) not imported: listing images are photos', '1 externalLink(s) not imported: no listing field for them']);
  });

  test('rental, sold, off-market and commercial lease', () => {
    const rental = toListingFields(byId(allTypes, 'Rental-Current-ABCD1234').listing).fields;
    assert.deepEqual([rental.type, rental.startPrice, meta(rental.metaData, 'price')?.value, meta(rental.metaData, 'priceView')?.value], ['RESIDENTIAL_FOR_RENT', 350, '$350 per week', 'Not Applicable']);
    const sold = toListingFields(byId(allTypes, 'Residential-Sold-ABCD1234').listing).fields;
    assert.deepEqual([sold.startPrice, meta(sold.metaData, 'status')?.value, meta(sold.metaData, 'price')?.value], [580000, 'SOLD', '$580,000']);
    const off = toListingFields(parseReaxml(bytesOf(OFF_MARKET)).listings[0]!.listing);
    assert.equal(off.fields.title, 'Listing Residential-OffMarket-ABCD1234');
    assert.equal(meta(off.fields.metaData, 'status')?.value, 'OFF_MARKET');
    assert.deepEqual(off.warnings, ['no headline: the title is "Listing Residential-OffMarket-ABCD1234"']);
    const lease = toListingFields(byId(exporter, '1955').listing).fields;
    assert.equal(lease.type, 'COMMERCIAL_FOR_LEASE');
    assert.equal(lease.startPrice, 370);
    assert.equal(meta(lease.metaData, 'price')?.value, '$370 - $415 per m² per year');
    const yearly = toListingFields(byId(exporter, '3732').listing).fields;
    assert.deepEqual([yearly.startPrice, meta(yearly.metaData, 'price')?.value], [31548, '$31,548 per year']);
    const weekly = mapOne('<rental status="current"><uniqueID>W</uniqueID><headline>H</headline><rent period="weekly">420</rent></rental>').fields;
    assert.equal(meta(weekly.metaData, 'price')?.value, '$420 per week');
    assert.deepEqual(lease.images.map((i) => i.file), ['8faa9763-f613-e211-b47b-005056a3015d.jpg', 'f8d2826d-f613-e211-b47b-005056a3015d.jpg']);
    assert.equal((meta(lease.metaData, 'listingAgent')?.value as unknown[]).length, 1);
    const hidden = toListingFields(byId(exporter, 'G30600').listing).fields;
    assert.deepEqual(meta(hidden.metaData, 'price'), { key: 'price', value: '$12,345', isPublic: false });
  });

  test('each listing kind has its listing type', () => {
    const kinds: [string, string, string][] = [
      ['land', '', 'RESIDENTIAL_FOR_SALE'], ['rural', '', 'RURAL_FOR_SALE'], ['holidayRental', '', 'RESIDENTIAL_FOR_RENT'],
      ['business', '', 'BUSINESS_FOR_SALE'], ['commercialLand', '', 'COMMERCIAL_FOR_SALE'],
      ['commercial', '<commercialListingType value="sale"/>', 'COMMERCIAL_FOR_SALE'],
      ['commercial', '<commercialListingType value="both"/>', 'COMMERCIAL_FOR_SALE'],
    ];
    for (const [kind, extra, type] of kinds) {
      assert.equal(mapOne(`<${kind} status="current"><uniqueID>K</uniqueID>${extra}</${kind}>`).fields.type, type, `${kind} ${extra}`);
    }
  });

  test('price views: Fixed Price, Negotiation, Auction, Tender, On Request, Not Applicable', () => {
    const view = (inner: string) => meta(mapOne(`<residential status="current"><uniqueID>P</uniqueID>${inner}</residential>`).fields.metaData, 'priceView')?.value;
    assert.equal(view('<price display="yes">450000</price>'), 'Fixed Price');
    assert.equal(view('<price display="yes">450000</price><priceView>Offers over $450,000</priceView>'), 'Negotiation');
    assert.equal(view('<authority value="auction"/><price display="no">1</price>'), 'Auction');
    assert.equal(view('<authority value="tender"/>'), 'Tender');
    assert.equal(view('<price display="yes">450000</price><priceView>Contact Agent</priceView>'), 'On Request');
    assert.equal(view('<price display="no">450000</price>'), 'On Request');
    assert.equal(view(''), 'Not Applicable');
  });

  test('Fixed Price drops inspectionTimes and auction, and says so', () => {
    const { fields, warnings } = mapOne('<residential status="current"><uniqueID>F</uniqueID><headline>H</headline><price display="yes">450000</price>' +
      '<inspectionTimes><inspection>21-Jan-2009 11:00am to 1:00pm</inspection></inspectionTimes></residential>');
    assert.equal(meta(fields.metaData, 'priceView')?.value, 'Fixed Price');
    assert.equal(meta(fields.metaData, 'inspectionTimes'), undefined);
    assert.deepEqual(warnings, ['inspectionTimes dropped: the price view is Fixed Price']);
  });

  test('images past 10 and agents past 3 are dropped and reported', () => {
    const imgs = 'mabcdefghijk'.split('').map((id) => `<img id="${id}" url="http://x.test/${id}.jpg"/>`).join('');
    const agents = [1, 2, 3, 4].map((n) => `<listingAgent id="${n}"><name>Agent ${n}</name><telephone type="BH">1</telephone><telephone type="mobile">04${n}</telephone></listingAgent>`).join('');
    const { fields, warnings } = mapOne(`<residential status="current"><uniqueID>I</uniqueID><headline>H</headline>${agents}<images>${imgs}</images></residential>`);
    assert.equal(fields.images.length, 10);
    assert.deepEqual(fields.images.map((i) => i.externalId).slice(0, 2), ['m', 'a']);
    const agentMeta = meta(fields.metaData, 'listingAgent')?.value as { agentId: string; telephone: string }[];
    assert.deepEqual(agentMeta.map((a) => [a.agentId, a.telephone]), [['1', '041'], ['2', '042'], ['3', '043']]);
    assert.deepEqual(warnings, ['4 listing agents: only the first 3 kept', '12 images: only the first 10 kept (dropped ids j, k)']);
  });

  test('fingerprints: a rerun of the same feed gives the same ones; a changed listing, and only it, gets a new one', () => {
    const prints = (xml: string | Buffer) => new Map(parseReaxml(xml).listings.map((l) => {
      const { fields } = toListingFields(l.listing);
      return [fields.externalId, listingFingerprint(fields)];
    }));
    const before = prints(bytesOf(ALL_TYPES));
    assert.deepEqual(prints(bytesOf(ALL_TYPES)), before);
    const changed = prints(bytesOf(ALL_TYPES).toString('utf8').replace('<rent period="week">350</rent>', '<rent period="week">360</rent>'));
    assert.deepEqual([...changed].filter(([id, print]) => before.get(id) !== print).map(([id]) => id), ['Rental-Current-ABCD1234']);
    const { fields } = toListingFields(byId(allTypes, 'Residential-Current-ABCD1234').listing);
    const reordered = Object.fromEntries(Object.entries(fields).reverse()) as typeof fields;
    assert.equal(listingFingerprint(reordered), listingFingerprint(fields));
  });

  test('geoLocation from latitude and longitude, hidden with the address', () => {
    const { fields } = mapOne('<residential status="current"><uniqueID>G</uniqueID><address display="no"><suburb display="yes">Kingston</suburb><state>act</state><country>New Zealand</country><latitude>-35.31</latitude><longitude>149.14</longitude></address></residential>');
    assert.deepEqual(meta(fields.metaData, 'geoLocation'), { key: 'geoLocation', value: { latitude: -35.31, longitude: 149.14 }, isPublic: false });
    const address = meta(fields.metaData, 'address');
    assert.equal(address?.isPublic, false);
    assert.deepEqual([(address?.value as Record<string, unknown>)['state'], (address?.value as Record<string, unknown>)['country']], ['ACT', 'NZ']);
  });
});

describe('writer', () => {
  const keyed = (feed: ReaxmlFeed) => new Map(feed.listings.map((l) => [l.listing.uniqueId, l.listing]));

  for (const name of [ALL_TYPES, LAND, OFF_MARKET, EXPORTER]) {
    test(`round trip: ${name} → parse → write → parse gives the same listings`, () => {
      const first = parseReaxml(bytesOf(name));
      const written = writeReaxml(first.listings.map((l) => l.listing), { date: '2026-11-23T01:00:00' });
      const again = parseReaxml(written);
      assert.deepEqual(keyed(again), keyed(first));
      assert.deepEqual(again.warnings, []);
      assert.equal(again.date, '2026-11-23T01:00:00');
      assert.ok(written.includes('<propertyList date="2026-11-23-01:00:00">'));
      assert.ok(!/username|password/.test(written));
    });
  }

  test('text that needs escaping survives, and dates go out in REA form', () => {
    const [parsed] = parseReaxml(feedOf('<residential status="current" modTime="2020-01-02T03:04:05+10:00"><uniqueID>E&amp;1</uniqueID>' +
      '<headline>&lt;b&gt; Fish &amp; "chips" </headline><dateAvailable>20200105</dateAvailable><soldDetails><date>2015-02-15 11:03:51</date></soldDetails>' +
      '<inspectionTimes><inspection>By appointment</inspection><inspection>3-Feb-2010 12:00pm to 12:30pm</inspection></inspectionTimes></residential>')).listings;
    const listing: ReaxmlListing = parsed!.listing;
    const written = writeReaxml([listing]);
    assert.ok(written.includes('<soldDetails>') && written.includes('<date>2015-02-15-11:03:51</date>'), written);
    assert.ok(written.includes('<inspection>By appointment</inspection>'), written);
    assert.deepEqual(parseReaxml(written).listings[0]?.listing, listing);
    assert.equal(listing.headline, '<b> Fish & "chips"');
  });

  test('distribute: listing fields → REAXML listing → feed → parse → the same listing fields, for every fixture listing', () => {
    for (const name of [ALL_TYPES, LAND, OFF_MARKET, EXPORTER]) {
      const mapped = parseReaxml(bytesOf(name)).listings.map((l) => ({ ...toListingFields(l.listing).fields, modTime: l.listing.modTime }));
      const feedListings = mapped.map((f) => {
        const result = toReaxmlListing({ ...f, agentId: 'AGENCY' });
        assert.ok(result.listing, `${f.externalId}: ${result.warnings.join('; ')}`);
        return result.listing;
      });
      const back = parseReaxml(writeReaxml(feedListings)).listings.map((l) => ({ ...toListingFields(l.listing).fields, modTime: l.listing.modTime }));
      const byExternalId = (xs: typeof mapped) => new Map(xs.map((x) => [x.externalId, x]));
      assert.deepEqual(byExternalId(back), byExternalId(mapped), name);
    }
  });

  test('distribute: a listing with no REAXML kind is not published; auctionLocation and customerUrl are reported', () => {
    const base = { externalId: 'DASH1', agentId: 'A', modTime: '2026-11-23T01:02:03.456Z', title: 'T', description: null, startPrice: 100, images: [] };
    assert.deepEqual(toReaxmlListing({ ...base, type: 'BRAND_CAMPAIGN', metaData: [] }), { listing: null, warnings: ['listing type BRAND_CAMPAIGN has no REAXML counterpart: not published'] });
    const result = toReaxmlListing({ ...base, type: 'RESIDENTIAL_FOR_SALE', metaData: [
      { key: 'auctionLocation', value: 'On site', isPublic: true }, { key: 'customerUrl', value: 'https://agency.test/1', isPublic: true },
    ] });
    assert.equal(result.listing?.modTime, '2026-11-23T01:02:03Z');
    assert.deepEqual(result.listing?.price, { value: 100, display: null });
    assert.deepEqual(result.warnings, ['auctionLocation not published: REAXML auction has a date and no place', 'customerUrl not published: REAXML has no field for it']);
  });
});
