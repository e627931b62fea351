import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem } from '@adops/platform';
import { assertNoOwnVersionYet, DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_NAMES, htmlToText, render, sampleData, TEMPLATE_VARIABLES, templateVariableErrors } from './rules.ts';

describe('the default e-mail templates', () => {
  it('are listed by name, in order', () => {
    assert.deepEqual(EMAIL_TEMPLATE_NAMES, ['campaign-delivered', 'dashboard-invite', 'listing-shared', 'order-cancelled', 'order-paid', 'order-placed', 'order-ready', 'report-shared']);
  });

  it('use only the variables a template may use', () => {
    for (const name of EMAIL_TEMPLATE_NAMES) {
      const { subject, html } = DEFAULT_EMAIL_TEMPLATES[name];
      for (const [, variable] of `${subject} ${html}`.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
        assert.ok((TEMPLATE_VARIABLES as readonly string[]).includes(variable!), `${name} uses {{${variable}}}`);
      }
    }
  });

  it('render fully with the sample data: no placeholder is left', () => {
    for (const name of EMAIL_TEMPLATE_NAMES) {
      const out = render(DEFAULT_EMAIL_TEMPLATES[name], sampleData('Harbour Realty'));
      assert.doesNotMatch(`${out.subject}${out.html}${out.text}`, /\{\{|\}\}/, name);
    }
    assert.deepEqual(Object.keys(sampleData('X')).sort(), [...TEMPLATE_VARIABLES].sort());
  });
});

describe('rendering a template', () => {
  it('fills {{variable}} placeholders, spaces inside the braces allowed', () => {
    const out = render({ subject: 'Order {{ orderNumber }} for {{customerName}}', html: '<p>{{agentName}}</p>' }, { orderNumber: '7', customerName: 'Acme', agentName: 'Jo' });
    assert.equal(out.subject, 'Order 7 for Acme');
    assert.equal(out.html, '<p>Jo</p>');
  });

  it('escapes values in the html body but not in the subject', () => {
    const out = render({ subject: '{{customerName}}', html: '<p>{{customerName}}</p>' }, { customerName: 'Tom & Jerry\'s <"Realty">' });
    assert.equal(out.subject, 'Tom & Jerry\'s <"Realty">');
    assert.equal(out.html, '<p>Tom &amp; Jerry&#39;s &lt;&quot;Realty&quot;&gt;</p>');
    assert.equal(out.text, 'Tom & Jerry\'s <"Realty">');
  });

  it('renders an unknown variable empty', () => {
    assert.equal(render({ subject: 'Hi {{nobody}}!', html: '' }, {}).subject, 'Hi !');
  });

  it('gives a plain-text version: paragraphs and breaks as lines, tags gone', () => {
    assert.equal(htmlToText('<p>Hi Jo,</p><p>See <a href="x">this</a><br/>now</p>'), 'Hi Jo,\nSee this\nnow');
  });
});

describe('a customer\'s own version', () => {
  it('is one per name: a second is a 409 that says to update it', () => {
    assertNoOwnVersionYet(null, 'order-paid');
    assert.throws(
      () => assertNoOwnVersionYet({ id: 't1' }, 'order-paid'),
      (error: unknown) => error instanceof Problem && error.status === 409 && error.detail === 'This customer already has its own order-paid template; update it instead.',
    );
  });
});

describe('the variables of a template being saved', () => {
  it('are the known ones: nothing to report', () => {
    assert.deepEqual(templateVariableErrors({ subject: 'Order {{ orderNumber }}', html: '<p>{{agentName}} {{totalPrice}} {{link}} {{campaignName}} {{customerName}}</p>' }), []);
  });

  it('name each unknown one once, at its field, with the variables a template may use', () => {
    const message = (name: string) => `Unknown template variable {{${name}}}: a template may use {{customerName}}, {{agentName}}, {{orderNumber}}, {{campaignName}}, {{totalPrice}}, {{link}}.`;
    assert.deepEqual(templateVariableErrors({ subject: 'Order {{orderNo}} {{orderNo}}', html: '<p>{{ first name }} {{agentName}} {{}}</p>' }), [
      { path: '/body/subject', message: message('orderNo') },
      { path: '/body/html', message: message('first name') },
      { path: '/body/html', message: message('') },
    ]);
  });

  it('leave out a field that is not being changed', () => {
    assert.deepEqual(templateVariableErrors({ subject: undefined, html: '{{nope}}' }).map((e) => e.path), ['/body/html']);
  });
});
