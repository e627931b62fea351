// The one writer of exported tables (src/archives/table-write.ts), its files parsed back: texts a
// spreadsheet would run as formulas (OWASP's CSV-injection rule: a leading =, +, -, @, tab or carriage
// return) come out with a leading single quote in CSV and in Excel alike; numbers, booleans and dates
// keep their types; CSV quoting survives commas, quotes and line breaks. The streamed CSV (csvChunks, issue 31)
// is the same bytes, a chunk per batch, and a read that fails does so before any byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { csvChunks, neutralisedText, writeTable, type CellValue } from '../src/archives/index.ts';

const FORMULAS = ['=HYPERLINK("http://x","y")', '@SUM(1,1)', '+1+2', '-2+3', '\tcmd', '\r=1+1', '=1+1'];
const header = ['Name', 'Amount', 'Paid', 'When'];
const rows: CellValue[][] = [
  ...FORMULAS.map((name, i): CellValue[] => [name, -12.5 - i, i % 2 === 0, new Date(Date.UTC(2026, 0, 1 + i))]),
  ['Plain, "quoted"\nname', 0, false, null],
  ['a = b', 3, true, null],
];

test('a formula-like text gets a leading quote; other texts are left as they are', () => {
  for (const text of FORMULAS) assert.equal(neutralisedText(text), `'${text}`, JSON.stringify(text));
  for (const text of ['Spring campaign', 'a = b', ' =1', "'=1", '', '2026-01-01T00:00:00.000Z']) assert.equal(neutralisedText(text), text, JSON.stringify(text));
});

test('CSV: formulas neutralised, numbers as numbers, quoting intact', async () => {
  const parsed = parse((await writeTable('csv', { sheetName: 'T', header, rows })).toString('utf8')) as string[][];
  assert.deepEqual(parsed[0], header);
  assert.deepEqual(parsed.slice(1, 1 + FORMULAS.length).map((r) => r[0]), FORMULAS.map((f) => `'${f}`));
  assert.deepEqual(parsed.slice(1, 1 + FORMULAS.length).map((r) => r[1]), FORMULAS.map((_, i) => String(-12.5 - i)), 'a negative number is no formula: it stays a number');
  assert.deepEqual(parsed[1]!.slice(2), ['true', '2026-01-01T00:00:00.000Z']);
  assert.deepEqual(parsed.at(-2), ['Plain, "quoted"\nname', '0', 'false', '']);
  assert.deepEqual(parsed.at(-1), ['a = b', '3', 'true', '']);
});

test('Excel: formulas neutralised as text cells, none a formula; numbers, booleans and dates typed', async () => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await writeTable('xlsx', { sheetName: 'Orders', header, rows })) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Orders')!;
  assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), header);
  assert.equal(sheet.rowCount, rows.length + 1);
  FORMULAS.forEach((formula, i) => {
    const row = sheet.getRow(i + 2);
    // XML reads a carriage return back as a line feed: the quote in front is what counts.
    assert.equal(row.getCell(1).value, `'${formula.replace('\r', '\n')}`);
    assert.equal(row.getCell(1).type, ExcelJS.ValueType.String);
    assert.equal(row.getCell(2).value, -12.5 - i);
    assert.equal(row.getCell(3).value, i % 2 === 0);
    assert.equal((row.getCell(4).value as Date).toISOString(), new Date(Date.UTC(2026, 0, 1 + i)).toISOString());
  });
  sheet.eachRow((row) => row.eachCell((cell) => assert.notEqual(cell.type, ExcelJS.ValueType.Formula)));
});

test('CSV in chunks: the same bytes as the whole file, a chunk per batch; a failing first read fails before any chunk', async () => {
  async function* batches(): AsyncGenerator<CellValue[][]> {
    yield rows.slice(0, 3);
    yield rows.slice(3, 8);
    yield rows.slice(8);
  }
  const chunks: string[] = [];
  for await (const chunk of csvChunks(header, batches(), (row) => row)) chunks.push(chunk);
  assert.equal(chunks.length, 3, 'the header rides with the first batch');
  assert.equal(chunks.join(''), (await writeTable('csv', { sheetName: 'x', header, rows })).toString('utf8'));
  const none: string[] = [];
  const noRows: AsyncIterable<CellValue[][]> = { [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true, value: undefined }) }) };
  for await (const chunk of csvChunks(header, noRows, (row) => row)) none.push(chunk);
  assert.deepEqual(none, [`${header.join(',')}\n`], 'no rows: the header alone');
  const failingRead: AsyncIterable<CellValue[][]> = { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('the query failed')) }) };
  const failing = csvChunks(header, failingRead, (row) => row);
  await assert.rejects(failing.next(), /the query failed/);
});
