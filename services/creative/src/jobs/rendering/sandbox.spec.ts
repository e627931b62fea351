// What the template's origin serves, without a browser: each text file filled for its kind, uploaded
// files as they are, the worker's assets beside them, and the page a render opens.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entryPath, servedFiles } from './sandbox.ts';
import type { TemplateFile } from './template-config.ts';

const FILES: TemplateFile[] = [
  { fileName: 'index.html', fileType: 'HTML', content: '<h1>{{title}}</h1>' },
  { fileName: 'style.css', fileType: 'CSS', content: '.t::after { content: "{{ title }}"; }' },
  { fileName: 'script.js', fileType: 'JAVASCRIPT', content: 'const t = "{{title}}";' },
  { fileName: 'template.json', fileType: 'JSON', content: '{"t": "{{title}}"}' },
  { fileName: './fonts/brand.woff2', fileType: 'OTHER', bytes: Buffer.from('{{title}}') },
  { fileName: 'notes.txt', fileType: 'OTHER', content: '{{title}}' },
  { fileName: 'empty.css', fileType: 'CSS', content: '' },
];

describe('servedFiles', () => {
  const served = servedFiles(FILES, [{ fileName: '/_assets/photo.jpg', bytes: Buffer.from([1, 2, 3]) }], {
    title: 'A "B" <C>',
  });
  const text = (path: string) => served.get(path)?.body.toString('utf8');

  it('fills HTML, CSS, JavaScript and JSON each with its own escaping, and nothing else', () => {
    assert.equal(text('index.html'), '<h1>A &quot;B&quot; &lt;C&gt;</h1>');
    assert.equal(text('style.css'), '.t::after { content: "A \\22 B\\22  \\3c C\\3e "; }');
    assert.equal(text('script.js'), 'const t = "A \\"B\\" \\u003cC\\u003e";');
    assert.deepEqual(JSON.parse(text('template.json')!), { t: 'A "B" <C>' });
    assert.equal(text('fonts/brand.woff2'), '{{title}}');
    assert.equal(text('notes.txt'), '{{title}}');
  });

  it('serves by path with a content type from the extension, an empty file not at all, assets beside', () => {
    assert.deepEqual(
      [...served].map(([path, file]) => [path, file.contentType]),
      [
        ['index.html', 'text/html; charset=utf-8'],
        ['style.css', 'text/css; charset=utf-8'],
        ['script.js', 'text/javascript; charset=utf-8'],
        ['template.json', 'application/json; charset=utf-8'],
        ['fonts/brand.woff2', 'font/woff2'],
        ['notes.txt', 'text/plain; charset=utf-8'],
        ['_assets/photo.jpg', 'image/jpeg'],
      ],
    );
    assert.throws(
      () => servedFiles(FILES, [{ fileName: 'index.html', bytes: Buffer.from('x') }], {}),
      /has the name of a template file/,
    );
  });
});

describe('entryPath', () => {
  it('opens index.html, else the first HTML file, and refuses a template without one', () => {
    assert.equal(entryPath(FILES), 'index.html');
    assert.equal(
      entryPath([
        { fileName: 'main.css', fileType: 'CSS' },
        { fileName: '/ad.html', fileType: 'AMPHTML' },
        { fileName: 'b.html', fileType: 'HTML' },
      ]),
      'ad.html',
    );
    assert.throws(() => entryPath([{ fileName: 'style.css', fileType: 'CSS', content: 'x' }]), /no HTML file/);
  });
});
