// A template rendered to a PNG in the sandbox shows its bound listing title: compared with the same
// text in a plain page rendered by an unsandboxed Chromium, and against a different title.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { DEFAULT_TEMPLATE_FILES } from './default-template.ts';
import { createRenderer, DEFAULT_CHROMIUM_PATH, type Renderer } from './renderer.ts';
import { darkRatio, diffRatio, pixelsOf, rgbAt, template } from './spec-support.ts';

const CSS = `body { margin: 0; background: #ffffff; } h1 { margin: 40px; font: bold 56px/1.2 'DejaVu Sans', sans-serif; color: #000000; }`;
const TITLE = '12 Ocean <View> & Co';

const titleTemplate = template(
  '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>{{ title }}</h1></body></html>',
  { size: { width: 600, height: 600 } },
  [{ fileName: 'style.css', fileType: 'CSS', content: CSS }],
);

/** The title as a plain static page, rendered by Chromium outside the sandbox. */
async function reference(escapedTitle: string): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: DEFAULT_CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--font-render-hinting=none'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 600, height: 600 }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><head><style>${CSS}</style></head><body><h1>${escapedTitle}</h1></body></html>`,
    );
    return await page.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}

describe('renderPreview', () => {
  let renderer: Renderer;
  before(() => {
    renderer = createRenderer();
  });
  after(() => renderer.close());

  it('renders the bound title, HTML-escaped, as the same page without the sandbox does', async () => {
    const started = Date.now();
    const preview = await renderer.renderPreview({ files: titleTemplate, bindings: { title: TITLE } });
    const firstMs = Date.now() - started;
    assert.deepEqual([preview.width, preview.height], [600, 600]);
    assert.deepEqual(preview.blockedRequests, []);
    const got = await pixelsOf(preview.png);
    assert.deepEqual([got.width, got.height], [600, 600]);
    assert.ok(darkRatio(got) > 0.01, `the title is drawn (dark ratio ${darkRatio(got)})`);

    const expected = await pixelsOf(await reference('12 Ocean &lt;View&gt; &amp; Co'));
    const same = diffRatio(got, expected);
    assert.ok(same < 0.01, `differs from the reference by ${same}`);

    const again = Date.now();
    const other = await pixelsOf(
      (await renderer.renderPreview({ files: titleTemplate, bindings: { title: 'Sold: 4 Hill Street' } })).png,
    );
    const secondMs = Date.now() - again;
    const differs = diffRatio(other, expected);
    assert.ok(differs > 0.02, `another title differs by only ${differs}`);
    console.log(
      `preview: first ${firstMs} ms (browser start), second ${secondMs} ms; reference diff ${same.toFixed(5)}, other title ${differs.toFixed(4)}`,
    );
  });

  it('renders the default template with a listing image served beside it and a data: URI logo', async () => {
    const green = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 0, g: 200, b: 0 } } })
      .png()
      .toBuffer();
    const preview = await renderer.renderPreview({
      files: DEFAULT_TEMPLATE_FILES,
      assets: [{ fileName: '_assets/photo.png', bytes: green }],
      bindings: {
        title: 'Sunny family home',
        price: '$650,000',
        address: '4 Hill Street',
        images: ['_assets/photo.png'],
        logo: `data:image/png;base64,${green.toString('base64')}`,
      },
    });
    assert.deepEqual(preview.blockedRequests, []);
    const p = await pixelsOf(preview.png);
    const [r, g, b] = rgbAt(p, 300, 150);
    assert.ok(g > 150 && r < 60 && b < 60, `the photo fills the top: ${[r, g, b]}`);
    const [lr, lg, lb] = rgbAt(p, 45, 580);
    assert.ok(lg > 150 && lr < 60 && lb < 60, `the logo is in the footer: ${[lr, lg, lb]}`);
    assert.ok(darkRatio(p) > 0.05, 'the details and the footer are drawn');
  });
});
