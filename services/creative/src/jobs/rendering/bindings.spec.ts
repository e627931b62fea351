// The binding variables without a browser: the editor's check of unsupported variables (with line
// numbers) and the filling of each kind of file, escaped for where a value lands.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BINDING_VARIABLES,
  fillBindings,
  findUnsupportedVariables,
  IMAGE_BINDINGS,
  normalizeBindings,
} from './bindings.ts';
import { DEFAULT_TEMPLATE_FILES } from './default-template.ts';

describe('findUnsupportedVariables', () => {
  it('lists each unknown placeholder with the 1-based line it starts on, known ones not at all', () => {
    const html = [
      '<h1>{{ title }}</h1>',
      '<p>{{price}} {{ priceText }}</p>',
      '',
      '<p>{{agentNmae}}</p>  <i>{{ agent name }}</i>',
      '<img src="{{image11}}">',
    ].join('\n');
    assert.deepEqual(findUnsupportedVariables(html), [
      { name: 'priceText', lineNumber: 2 },
      { name: 'agentNmae', lineNumber: 4 },
      { name: 'agent name', lineNumber: 4 },
      { name: 'image11', lineNumber: 5 },
    ]);
  });

  it('lists a name once per line but again on another line, and counts CRLF lines', () => {
    assert.deepEqual(findUnsupportedVariables('{{ x }} {{x}}\r\n{{ x }}\r\n{{title}}'), [
      { name: 'x', lineNumber: 1 },
      { name: 'x', lineNumber: 2 },
    ]);
  });

  it('gives a placeholder broken over lines the line of its opening braces, and is case-sensitive', () => {
    assert.deepEqual(findUnsupportedVariables('a\n{{\n  Title\n}}\n{{}}'), [
      { name: 'Title', lineNumber: 2 },
      { name: '', lineNumber: 5 },
    ]);
  });

  it('accepts every documented variable and the default template', () => {
    assert.deepEqual(findUnsupportedVariables(BINDING_VARIABLES.map((v) => `{{ ${v.name} }}`).join('\n')), []);
    for (const file of DEFAULT_TEMPLATE_FILES)
      assert.deepEqual(findUnsupportedVariables(file.content), [], file.fileName);
  });

  it('documents each variable once, with a description, images by kind', () => {
    const names = BINDING_VARIABLES.map((v) => v.name);
    assert.equal(new Set(names).size, names.length);
    for (const v of BINDING_VARIABLES) assert.ok(v.description.length > 10, v.name);
    for (const required of [
      'title',
      'price',
      'address',
      'bedrooms',
      'bathrooms',
      'carSpaces',
      'description',
      'image1',
      'image10',
      'agentName',
      'agentPhone',
      'agentEmail',
      'agentPhoto',
      'logo',
    ]) {
      assert.ok(names.includes(required), required);
    }
    assert.deepEqual(IMAGE_BINDINGS, [...Array.from({ length: 10 }, (_, i) => `image${i + 1}`), 'agentPhoto', 'logo']);
  });
});

describe('fillBindings', () => {
  const values = normalizeBindings({
    title: `Tom's <b>"Villa"</b> & co`,
    price: 650000,
    images: ['a.jpg', 'b.jpg'],
    image2: 'own.jpg',
    bedrooms: null,
    unknown: 'x',
  });

  it('spreads an images list into image1..n with imageCount, an explicit imageN winning, and empties the rest', () => {
    assert.equal(values['image1'], 'a.jpg');
    assert.equal(values['image2'], 'own.jpg');
    assert.equal(values['image3'], '');
    assert.equal(values['imageCount'], '2');
    assert.equal(values['price'], '650000');
    assert.equal(values['bedrooms'], '');
    assert.equal(values['unknown'], undefined);
  });

  it('HTML-escapes text in HTML and leaves unknown placeholders as written', () => {
    assert.equal(
      fillBindings(
        '<h1 title="{{title}}">{{ title }}</h1><p>{{price}} {{ bedrooms }}{{nope}}{{ my var }}</p>',
        'html',
        values,
      ),
      '<h1 title="Tom&#39;s &lt;b&gt;&quot;Villa&quot;&lt;/b&gt; &amp; co">Tom&#39;s &lt;b&gt;&quot;Villa&quot;&lt;/b&gt; &amp; co</h1><p>650000 {{nope}}{{ my var }}</p>',
    );
  });

  it('fills JavaScript and JSON string literals so that the value is the string, whichever quote', () => {
    const js = fillBindings(`const a = "{{title}}"; const b = '{{ title }}';`, 'js', values);
    assert.ok(!js.includes('</b>'), 'no closing tag survives in a script');
    const [a, b] = new Function(`${js} return [a, b];`)() as string[];
    assert.equal(a, `Tom's <b>"Villa"</b> & co`);
    assert.equal(b, a);
    assert.deepEqual(JSON.parse(fillBindings('{"t": "{{title}}"}', 'js', values)), { t: `Tom's <b>"Villa"</b> & co` });
    const lines = normalizeBindings({ description: 'one\ntwo\u2028three\\' });
    assert.equal(new Function(`return "${fillBindings('{{description}}', 'js', lines)}";`)(), 'one\ntwo\u2028three\\');
  });

  it('fills CSS strings with hex escapes for quotes, brackets and line breaks, keeping URLs readable', () => {
    const css = normalizeBindings({ image1: 'https://template.invalid/x.jpg?a=1&b=2', title: `a"b'c)\n<` });
    assert.equal(fillBindings(`url("{{image1}}")`, 'css', css), 'url("https://template.invalid/x.jpg?a=1&b=2")');
    assert.equal(fillBindings(`content: "{{title}}"`, 'css', css), 'content: "a\\22 b\\27 c\\29 \\a \\3c "');
  });
});
