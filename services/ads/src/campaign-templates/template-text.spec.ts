import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PLACEHOLDERS, renderTemplateText, templateTextErrors, TEXT_MESSAGES } from './template-text.ts';

describe('renderTemplateText', () => {
  it('fills the placeholders, spaces inside the braces allowed', () => {
    const text = 'Just listed: {{listing.title}} — call {{ agent.fullName }} at {{office.name}}';
    assert.equal(
      renderTemplateText(text, {
        'listing.title': '12 Harbour View Road',
        'agent.fullName': 'Mere Tane',
        'office.name': 'Harbour Realty Ponsonby',
      }),
      'Just listed: 12 Harbour View Road — call Mere Tane at Harbour Realty Ponsonby',
    );
  });

  it('renders a missing value as nothing and repeats a placeholder as often as it is used', () => {
    assert.equal(
      renderTemplateText('{{listing.suburb}}|{{agent.phone}}|{{listing.suburb}}', {
        'listing.suburb': 'Ponsonby',
        'agent.phone': null,
      }),
      'Ponsonby||Ponsonby',
    );
  });

  it('leaves a text without placeholders as it is, and does not re-read a value as a placeholder', () => {
    assert.equal(renderTemplateText('Open home Saturday', {}), 'Open home Saturday');
    assert.equal(renderTemplateText('{{listing.title}}', { 'listing.title': '{{agent.email}}' }), '{{agent.email}}');
  });

  it('throws on an unknown placeholder', () => {
    assert.throws(
      () => renderTemplateText('Hi {{agent.firstName}}', {}),
      /^Error: Unknown placeholder \{\{agent\.firstName\}\}/,
    );
  });
});

describe('templateTextErrors', () => {
  it('names each unknown placeholder once and lists the known ones', () => {
    assert.deepEqual(templateTextErrors('{{listing.price}} {{listing.price}} {{Listing.Title}} {{listing.title}}'), [
      TEXT_MESSAGES.unknown('listing.price'),
      TEXT_MESSAGES.unknown('Listing.Title'),
    ]);
    assert.equal(
      TEXT_MESSAGES.unknown('x'),
      'Unknown placeholder {{x}}: use one of {{listing.title}}, {{listing.shortDescription}}, {{listing.description}}, {{listing.suburb}}, {{listing.url}}, {{agent.fullName}}, {{agent.email}}, {{agent.phone}}, {{office.name}}, {{customer.name}}',
    );
  });

  it('refuses stray braces and empty placeholders', () => {
    assert.deepEqual(templateTextErrors('See {{listing.title}'), [TEXT_MESSAGES.braces]);
    assert.deepEqual(templateTextErrors('See listing.title}}'), [TEXT_MESSAGES.braces]);
    assert.deepEqual(templateTextErrors('{{}}'), [TEXT_MESSAGES.unknown('')]);
  });

  it('accepts every listed placeholder and single braces', () => {
    assert.deepEqual(templateTextErrors(PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')), []);
    assert.deepEqual(templateTextErrors('Prices {from} $1m'), []);
  });
});
