import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyName, EXTRA_MESSAGES, leadFormErrors, leadFormFor, linkErrors, validateSavedTemplate, type SavedTemplateContent } from './template-extras.ts';
import { MESSAGES } from './rules.ts';

const leadForm = { introHeadline: 'Free appraisal', followUpActionUrl: '{{listing.url}}', thankYouButtonType: 'VIEW_WEBSITE' as const };

const template = (fields: Partial<SavedTemplateContent> = {}): SavedTemplateContent => ({
  kind: 'social',
  name: 'Just listed',
  campaignType: 'FACEBOOK_IMAGE_CAMPAIGN',
  objective: 'TRAFFIC',
  creative: { headline: '{{listing.title}}', message: 'Come and see', callToAction: 'LEARN_MORE', linkUrl: '{{listing.url}}' },
  adSets: [{ name: 'Around', location: { type: 'LISTING', enable: true, radius: 10 }, gender: 'ALL', budgetSharePercent: 100 }],
  leadForm: null,
  adAccountId: null,
  ...fields,
});

test('a link is a web address, the listing placeholder, or a web address with placeholders in it', () => {
  assert.deepEqual(linkErrors('{{listing.url}}', '/l'), []);
  assert.deepEqual(linkErrors('https://harbour.example.com/open-homes', '/l'), []);
  assert.deepEqual(linkErrors('https://harbour.example.com/{{listing.suburb}}', '/l'), []);
  assert.deepEqual(linkErrors('{{agent.email}}', '/l'), [{ path: '/l', message: EXTRA_MESSAGES.link }]);
  assert.deepEqual(linkErrors('ftp://harbour.example.com/x', '/l'), [{ path: '/l', message: EXTRA_MESSAGES.link }]);
  assert.deepEqual(linkErrors('https://localhost/x', '/l'), [{ path: '/l', message: EXTRA_MESSAGES.link }]);
  assert.deepEqual(linkErrors('', '/l'), [{ path: '/l', message: EXTRA_MESSAGES.link }]);
});

test("a link's unknown placeholder is named instead of the link's shape", () => {
  const errors = linkErrors('{{listing.link}}', '/l');
  assert.equal(errors.length, 1);
  assert.match(errors[0]!.message, /^Unknown placeholder \{\{listing\.link\}\}/);
});

test('a LEADS template needs a lead form with an intro headline and a follow-up link; others need none', () => {
  assert.deepEqual(leadFormErrors('LEADS', null, '/f'), [{ path: '/f', message: EXTRA_MESSAGES.leadFormRequired }]);
  assert.deepEqual(leadFormErrors('LEADS', leadForm, '/f'), []);
  assert.deepEqual(leadFormErrors('LEADS', { ...leadForm, introHeadline: ' ', followUpActionUrl: 'not a link', privacyPolicyUrl: 'privacy' }, '/f'), [
    { path: '/f/introHeadline', message: EXTRA_MESSAGES.introHeadline },
    { path: '/f/followUpActionUrl', message: EXTRA_MESSAGES.link },
    { path: '/f/privacyPolicyUrl', message: EXTRA_MESSAGES.link },
  ]);
  assert.deepEqual(leadFormErrors('TRAFFIC', null, '/f'), []);
});

test('only a LEADS template keeps its lead form', () => {
  assert.deepEqual(leadFormFor('LEADS', leadForm), leadForm);
  assert.equal(leadFormFor('TRAFFIC', leadForm), null);
  assert.equal(leadFormFor('LEADS', undefined), null);
});

test("a saved template's errors are the content's, then the link's and the lead form's", () => {
  assert.deepEqual(validateSavedTemplate(template()), []);
  const errors = validateSavedTemplate(template({ name: ' ', objective: 'LEADS', creative: { ...template().creative, linkUrl: 'nowhere' } }));
  assert.deepEqual(errors, [
    { path: '/body/name', message: MESSAGES.name },
    { path: '/body/creative/linkUrl', message: EXTRA_MESSAGES.link },
    { path: '/body/leadForm', message: EXTRA_MESSAGES.leadFormRequired },
  ]);
  // A display template's LEADS is refused by its objective alone (the display network has no lead forms).
  const display = validateSavedTemplate(template({ kind: 'display', campaignType: 'RESPONSIVE_DISPLAY', objective: 'LEADS' }));
  assert.deepEqual(display.map((e) => e.path), ['/body/objective']);
});

test("a copy is named '<name> (copy)' within 200 characters", () => {
  assert.equal(copyName('Just listed'), 'Just listed (copy)');
  const long = copyName('x'.repeat(200));
  assert.equal(long.length, 200);
  assert.ok(long.endsWith('x (copy)'));
});
