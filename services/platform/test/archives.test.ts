// The archives kit against hostile and ordinary uploads, every input built here: refusals happen
// before extraction where the directory shows the problem, midway where only the bytes do, and in
// both cases nothing extracted is left behind.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import {
  ArchiveRefused,
  archiveLimits,
  extractZip,
  forEachZipEntry,
  inspectZip,
  NOT_IN_CORRECT_FORMAT,
  readTable,
  tableFormat,
  tableLimits,
  TableRefused,
  type ArchiveRefusalReason,
  type TableRow,
} from '../src/index.ts';
import { PNG } from '../src/testing/samples.ts';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'archives-test-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

let made = 0;
type ZipItem = { name: string; data?: Buffer; mode?: number; directory?: boolean };

/** Writes a zip with yazl; `patch` then edits its bytes (yazl itself refuses the hostile names). */
async function zipFile(items: ZipItem[], patch: (bytes: Buffer) => void = () => {}): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const item of items) {
    if (item.directory) zip.addEmptyDirectory(item.name);
    else
      zip.addBuffer(item.data ?? Buffer.from(item.name), item.name, item.mode === undefined ? {} : { mode: item.mode });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  patch(bytes);
  const path = join(dir, `upload-${++made}.zip`);
  await writeFile(path, bytes);
  return path;
}

/** Every header (local and central) naming `from` names `to` instead; the same length keeps offsets right. */
function rename(from: string, to: string) {
  assert.equal(Buffer.byteLength(from), Buffer.byteLength(to));
  return (bytes: Buffer) => {
    let at = 0;
    let found = 0;
    while ((at = bytes.indexOf(from, at)) >= 0) {
      bytes.write(to, at);
      at += from.length;
      found++;
    }
    assert.ok(found >= 2, `renamed ${from} in both headers`);
  };
}

/** Declares `size` as the uncompressed size of `name` in the central directory (what yauzl reads). */
function declareSize(name: string, size: number) {
  return (bytes: Buffer) => {
    for (
      let at = bytes.indexOf('PK\x01\x02', 0, 'latin1');
      at >= 0;
      at = bytes.indexOf('PK\x01\x02', at + 4, 'latin1')
    ) {
      const nameLength = bytes.readUInt16LE(at + 28);
      if (bytes.subarray(at + 46, at + 46 + nameLength).toString() === name) {
        bytes.writeUInt32LE(size, at + 24);
        return;
      }
    }
    assert.fail(`no central record for ${name}`);
  };
}

const target = () => join(dir, `out-${++made}`);
const exists = async (path: string) =>
  readdir(path).then(
    () => true,
    () => false,
  );

async function refusedWith(reason: ArchiveRefusalReason, work: Promise<unknown>): Promise<ArchiveRefused> {
  const error = await work.then(
    () => assert.fail('expected a refusal'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof ArchiveRefused, `an ArchiveRefused, got ${String(error)}`);
  assert.equal(error.reason, reason, error.detail);
  return error;
}

/** Extraction refused with `reason`, leaving neither files nor the folder it created. */
async function refusesExtraction(zip: string, reason: ArchiveRefusalReason, limits = archiveLimits()) {
  const out = target();
  const refusal = await refusedWith(reason, extractZip(zip, out, limits));
  assert.equal(await exists(out), false, 'nothing left behind');
  return refusal;
}

const CSV = Buffer.from('reference,title\r\nR1,First\r\n');

describe('zip reading', () => {
  test('a normal upload (images in a folder and a csv) is extracted whole', async () => {
    const zip = await zipFile([
      { name: 'images/', directory: true },
      { name: 'images/front.png', data: PNG },
      { name: 'images/Back yard.png', data: PNG },
      { name: 'listings.csv', data: CSV },
    ]);
    const entries = await inspectZip(zip);
    assert.deepEqual(
      entries.map((e) => [e.name, e.isDirectory]),
      [
        ['images/', true],
        ['images/front.png', false],
        ['images/Back yard.png', false],
        ['listings.csv', false],
      ],
    );

    const out = target();
    const files = await extractZip(zip, out);
    assert.deepEqual(
      files.map((f) => [f.name, f.size]),
      [
        ['images/front.png', PNG.length],
        ['images/Back yard.png', PNG.length],
        ['listings.csv', CSV.length],
      ],
    );
    assert.deepEqual(await readFile(join(out, 'images', 'front.png')), PNG);
    assert.deepEqual(await readFile(join(out, 'listings.csv')), CSV);
  });

  test('entries can be handed as streams instead of written', async () => {
    const zip = await zipFile([
      { name: 'a.png', data: PNG },
      { name: 'listings.csv', data: CSV },
    ]);
    const seen: Record<string, Buffer> = {};
    await forEachZipEntry(zip, async (entry, content) => {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk as Buffer);
      seen[entry.name] = Buffer.concat(chunks);
    });
    assert.deepEqual(seen, { 'a.png': PNG, 'listings.csv': CSV });
  });

  test('an entry escaping with ../ is refused before anything is written', async () => {
    const zip = await zipFile(
      [{ name: 'ok.png', data: PNG }, { name: 'xx/escape.txt' }],
      rename('xx/escape.txt', '../escape.txt'),
    );
    await refusesExtraction(zip, 'unsafe-path');
    assert.equal(await exists(join(dir, 'escape.txt')), false);
  });

  test('absolute paths, drive letters and backslashes are refused', async () => {
    await refusesExtraction(
      await zipFile([{ name: 'xetc/passwd' }], rename('xetc/passwd', '/etc/passwd')),
      'unsafe-path',
    );
    await refusesExtraction(await zipFile([{ name: 'C_evil.txt' }], rename('C_evil.txt', 'C:evil.txt')), 'unsafe-path');
    await refusesExtraction(
      await zipFile([{ name: 'a_.._b.txt' }], rename('a_.._b.txt', 'a\\..\\b.txt')),
      'unsafe-path',
    );
  });

  test('a symbolic link entry is refused', async () => {
    await refusesExtraction(
      await zipFile([{ name: 'link', data: Buffer.from('/etc/passwd'), mode: 0o120777 }]),
      'symlink',
    );
  });

  test('duplicate names, also differing only in case, are refused', async () => {
    await refusesExtraction(
      await zipFile(
        [
          { name: 'a.png', data: PNG },
          { name: 'b.png', data: PNG },
        ],
        rename('b.png', 'a.png'),
      ),
      'duplicate-name',
    );
    await refusesExtraction(
      await zipFile([
        { name: 'Photo.png', data: PNG },
        { name: 'photo.png', data: PNG },
      ]),
      'duplicate-name',
    );
    await refusesExtraction(
      await zipFile([
        { name: 'img', data: PNG },
        { name: 'img/a.png', data: PNG },
      ]),
      'duplicate-name',
    );
  });

  test('a zip bomb (a large, highly compressible entry) is refused from its directory alone', async () => {
    const zip = await zipFile([{ name: 'zeros.bin', data: Buffer.alloc(30 * 1024 * 1024) }]);
    await refusedWith('ratio', inspectZip(zip));
    await refusesExtraction(zip, 'ratio');
    await refusesExtraction(zip, 'too-large', archiveLimits({ maxTotalBytes: 10 * 1024 * 1024, maxRatio: 10_000 }));
  });

  test('a bomb whose declared size lies stops midway and removes what was already extracted', async () => {
    const zip = await zipFile(
      [
        { name: 'first.png', data: PNG },
        { name: 'listings.csv', data: CSV },
        { name: 'zeros.bin', data: Buffer.alloc(20 * 1024 * 1024) },
      ],
      declareSize('zeros.bin', 1000),
    );
    const entries = await inspectZip(zip); // the directory alone looks harmless
    assert.equal(entries.at(-1)?.uncompressedSize, 1000);
    await refusesExtraction(zip, 'size-mismatch');

    const kept = target();
    await mkdir(kept); // an empty folder the caller made: emptied again, not removed
    await refusedWith('size-mismatch', extractZip(zip, kept));
    assert.deepEqual(await readdir(kept), []);
  });

  test('many entries each too small to be held to the ratio are held to it together', async () => {
    const zip = await zipFile(
      Array.from({ length: 20 }, (_, i) => ({ name: `part${i}.bin`, data: Buffer.alloc(60 * 1024) })),
    );
    const refusal = await refusesExtraction(zip, 'ratio');
    assert.equal(refusal.entryName, undefined, 'the archive as a whole, not one entry');
  });

  test('too many entries is refused before reading any', async () => {
    const zip = await zipFile(Array.from({ length: 2001 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') })));
    await refusesExtraction(zip, 'too-many-entries');
    await refusesExtraction(
      await zipFile(Array.from({ length: 6 }, (_, i) => ({ name: `g${i}.txt` }))),
      'too-many-entries',
      archiveLimits({ maxEntries: 5 }),
    );
  });

  test('a file that is not a zip is refused as corrupt', async () => {
    const path = join(dir, 'not.zip');
    await writeFile(path, 'hello');
    await refusesExtraction(path, 'corrupt');
  });

  test('size refusals are 413, hostile names 400', async () => {
    const bomb = await refusesExtraction(
      await zipFile([{ name: 'z.bin', data: Buffer.alloc(5 * 1024 * 1024) }]),
      'ratio',
    );
    assert.equal(bomb.status, 413);
    const escape = await refusesExtraction(await zipFile([{ name: 'xx/e' }], rename('xx/e', '../e')), 'unsafe-path');
    assert.equal(escape.status, 400);
  });
});

async function rows(file: string, limits = tableLimits()): Promise<TableRow[]> {
  const all: TableRow[] = [];
  for await (const row of readTable(file, limits)) all.push(row);
  return all;
}

async function tableRefused(work: Promise<unknown>): Promise<TableRefused> {
  const error = await work.then(
    () => assert.fail('expected a refusal'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof TableRefused, `a TableRefused, got ${String(error)}`);
  return error;
}

describe('table reading', () => {
  test('a CSV with a BOM, CRLF line ends and quoted fields gives records keyed by the header', async () => {
    const path = join(dir, 'listings.csv');
    const text =
      '\ufeffreference,title,description\r\nR1,"Smith St, Auckland","A ""great"" home\r\nwith a view"\r\n\r\nR2,Flat,\r\nR3\r\n';
    await writeFile(path, text);
    assert.equal(await tableFormat(path), 'csv');
    assert.deepEqual(
      (await rows(path)).map((r) => [r.number, { ...r.values }]),
      [
        [2, { reference: 'R1', title: 'Smith St, Auckland', description: 'A "great" home\r\nwith a view' }],
        [3, { reference: 'R2', title: 'Flat', description: '' }],
        [4, { reference: 'R3', title: '', description: '' }],
      ],
    );
  });

  test('a CSV saved by Excel in Windows-1252 is read as such; UTF-8 that breaks later is refused', async () => {
    const path = join(dir, 'excel-ansi.csv');
    await writeFile(
      path,
      Buffer.concat([
        Buffer.from('title,price\r\n'),
        Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x4f, 0x6e, 0x65, 0x94]),
        Buffer.from(',10\r\n'),
      ]),
    );
    assert.deepEqual(
      (await rows(path)).map((r) => ({ ...r.values })),
      [{ title: 'Café “One”', price: '10' }],
    );

    const mixed = join(dir, 'mixed.csv');
    await writeFile(
      mixed,
      Buffer.concat([Buffer.from(`title\n${`${'é'.repeat(1000)}\n`.repeat(70)}`), Buffer.from([0xe9, 0x0a])]),
    );
    const refusal = await tableRefused(rows(mixed));
    assert.equal(refusal.detail, 'file not in correct format');
    assert.match(refusal.errors?.[0]?.message ?? '', /not UTF-8/);
  });

  test('an .xlsx written with exceljs gives the same records', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Listings');
    sheet.addRow(['reference', 'title', 'startPrice', 'startTimestamp']);
    sheet.addRow(['R1', 'Smith St, Auckland', 450000, new Date('2026-01-02T03:04:05Z')]);
    sheet.addRow([
      'R2',
      { richText: [{ text: 'Flat ' }, { text: 'two', font: { bold: true } }] },
      { formula: '1+1', result: 2 },
    ]);
    workbook.addWorksheet('Other').addRow(['ignored']);
    const path = join(dir, 'listings.xlsx');
    await workbook.xlsx.writeFile(path);

    assert.equal(await tableFormat(path), 'xlsx');
    assert.deepEqual(
      (await rows(path)).map((r) => [r.number, { ...r.values }]),
      [
        [
          2,
          {
            reference: 'R1',
            title: 'Smith St, Auckland',
            startPrice: '450000',
            startTimestamp: '2026-01-02T03:04:05.000Z',
          },
        ],
        [3, { reference: 'R2', title: 'Flat two', startPrice: '2', startTimestamp: '' }],
      ],
    );
  });

  test('the format comes from the content: a CSV named .xlsx is read as CSV', async () => {
    const path = join(dir, 'really-text.xlsx');
    await writeFile(path, 'reference,title\nR9,Named wrong\n');
    assert.equal(await tableFormat(path), 'csv');
    assert.deepEqual(
      (await rows(path)).map((r) => ({ ...r.values })),
      [{ reference: 'R9', title: 'Named wrong' }],
    );
  });

  test(`a file in neither format is '${NOT_IN_CORRECT_FORMAT}'`, async () => {
    const png = join(dir, 'picture.csv');
    await writeFile(png, PNG);
    const refusal = await tableRefused(rows(png));
    assert.equal(refusal.detail, 'file not in correct format');
    assert.equal(refusal.status, 400);

    const plainZip = await zipFile([{ name: 'listings.csv', data: CSV }]);
    assert.equal((await tableRefused(tableFormat(plainZip))).detail, 'file not in correct format');

    const whole = join(dir, 'to-truncate.xlsx');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Listings').addRow(['reference']);
    await workbook.xlsx.writeFile(whole);
    const truncated = join(dir, 'truncated.xlsx');
    await writeFile(truncated, (await readFile(whole)).subarray(0, 400));
    assert.equal((await tableRefused(rows(truncated))).detail, 'file not in correct format');

    const badQuote = join(dir, 'bad-quote.csv');
    await writeFile(badQuote, 'a,b\n"x"y,z\n');
    assert.equal((await tableRefused(rows(badQuote))).detail, 'file not in correct format');
  });

  test('rows and cells are bounded', async () => {
    const many = join(dir, 'many.csv');
    await writeFile(many, ['a,b', ...Array.from({ length: 6 }, (_, i) => `${i},x`)].join('\n'));
    assert.equal((await rows(many, tableLimits({ maxRows: 6 }))).length, 6);
    assert.equal((await tableRefused(rows(many, tableLimits({ maxRows: 5 })))).reason, 'too-many-rows');

    const long = join(dir, 'long.csv');
    await writeFile(long, `a,b\n1,${'y'.repeat(101)}\n`);
    const refusal = await tableRefused(rows(long, tableLimits({ maxCellChars: 100 })));
    assert.equal(refusal.reason, 'cell-too-long');
    assert.equal(refusal.status, 413);
  });

  test('a workbook that is a zip bomb is refused before exceljs reads it', async () => {
    const bomb = await zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) },
    ]);
    await refusedWith('ratio', rows(bomb));
  });
});
