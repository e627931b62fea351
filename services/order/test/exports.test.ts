// The orders export against formula injection: campaign names are the customer's text, and one that
// a spreadsheet would run (=HYPERLINK(…) sends the reader's data away, @SUM(…) is a formula in Excel's
// older syntax) comes out of the CSV and the Excel file with a leading single quote, parsed back here;
// the amounts stay numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { assertOk, bytesOf, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { EXPORT_COLUMNS } from '../src/orders/exports.ts';
import { aProduct, day, knownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));
const NAMES = ['=HYPERLINK("http://x","y")', '@SUM(1,1)'];
const NAME = EXPORT_COLUMNS.indexOf('Campaign Name');
const AMOUNT = EXPORT_COLUMNS.indexOf('Amount');

test('campaign names that are formulas are neutralised in the CSV and the Excel export', async () => {
  const a = await knownCustomer(svc, { offices: 1, agents: 1, listings: 1 });
  const { product } = await aProduct(svc);
  const corporate = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
  for (const campaignName of NAMES) {
    assertOk(
      await corporate.post('/api/orders', {
        orderedFrom: 'https://dashboard.adops.example', email: 'jo@harbour.example.com', paymentType: 'INVOICE', products: [product.code],
        startDate: day(2), campaignName, comments: [], attributes: [], campaignData: [], source: 'ORDER_FORM', orderType: 'LISTING',
        listingIds: [a.listingIds[0]], agents: [{ id: a.agentIds[0] }], officeId: a.officeIds[0],
      }),
      201,
    );
  }

  const csv = await corporate.get('/api/orders/export?format=csv', { accept: 'text/csv' });
  assert.equal(csv.status, 200);
  const rows = (parse(csv.body as string) as string[][]).slice(1);
  assert.deepEqual(rows.map((r) => r[NAME]).sort(), NAMES.map((n) => `'${n}`).sort());
  assert.deepEqual(rows.map((r) => r[AMOUNT]), ['199', '199']);

  const xlsx = await bytesOf(corporate, '/api/orders/export?format=xlsx');
  assert.equal(xlsx.status, 200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Orders')!;
  const cells = [2, 3].map((n) => sheet.getRow(n).getCell(NAME + 1));
  assert.deepEqual(cells.map((c) => c.value).sort(), NAMES.map((n) => `'${n}`).sort());
  assert.ok(cells.every((c) => c.type === ExcelJS.ValueType.String), 'text cells, not formulas');
  assert.deepEqual([2, 3].map((n) => sheet.getRow(n).getCell(AMOUNT + 1).value), [199, 199]);
});
