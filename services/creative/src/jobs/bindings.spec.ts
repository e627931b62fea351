import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindingsOf, sampleBindings } from './bindings.ts';
import { BINDING_VARIABLES } from './rendering/index.ts';
import type { KnownNameRow, SubjectFacts } from '../projections/rules.ts';

const at = new Date();
const facts: SubjectFacts = {
  reference: 'R1', title: 'Sunny home', headline: 'Open Saturday', price: '$1M', address: '1 Main St', suburb: 'Northcote', description: 'Big',
  imageUrls: ['https://cdn.example/a.JPG', 'https://cdn.example/b'], link: 'https://agency.example/1', bedrooms: 3, bathrooms: 2, carSpaces: null,
  agent: null,
};
const names = new Map<string, KnownNameRow>([
  ['c1', { id: 'c1', kind: 'customer', name: 'Harbour Realty', email: null, logoUrl: 'https://cdn.example/logo.png', eventAt: at }],
  ['o1', { id: 'o1', kind: 'office', name: 'Ponsonby', email: null, logoUrl: null, eventAt: at }],
  ['a1', { id: 'a1', kind: 'agent', name: 'Jo Agent', email: 'jo@agency.example', logoUrl: null, eventAt: at }],
]);

test("a listing's bindings: its texts, images as served paths, its agent, office and the customer's logo", () => {
  const plan = bindingsOf({ facts, agentIds: ['a1'], officeIds: ['o1'], customerId: 'c1' }, names);
  assert.equal(plan.bindings.title, 'Sunny home');
  assert.equal(plan.bindings.bedrooms, '3');
  assert.equal(plan.bindings.carSpaces, '');
  assert.equal(plan.bindings.agentName, 'Jo Agent');
  assert.equal(plan.bindings.officeName, 'Ponsonby');
  assert.equal(plan.bindings.image1, 'bindings/image1.jpg');
  assert.equal(plan.bindings.image2, 'bindings/image2.img');
  assert.equal(plan.bindings.logo, 'bindings/logo.png');
  assert.deepEqual(plan.images.map((i) => i.url), ['https://cdn.example/a.JPG', 'https://cdn.example/b', 'https://cdn.example/logo.png']);
});

test("a feed's listing agent comes first, with phone and photo; no office falls back to the customer's name", () => {
  const plan = bindingsOf({ facts: { ...facts, agent: { name: 'Sam Feed', phone: '021 1', email: null, photoUrl: 'https://cdn.example/sam.jpg' } }, agentIds: ['a1'], officeIds: [], customerId: 'c1' }, names);
  assert.equal(plan.bindings.agentName, 'Sam Feed');
  assert.equal(plan.bindings.agentPhone, '021 1');
  assert.equal(plan.bindings.agentEmail, 'jo@agency.example');
  assert.equal(plan.bindings.agentPhoto, 'bindings/agent-photo.jpg');
  assert.equal(plan.bindings.officeName, 'Harbour Realty');
});

test('every binding filled is a documented binding variable, and the sample fills every text one', () => {
  const documented = new Set(BINDING_VARIABLES.map((v) => v.name));
  const plan = bindingsOf({ facts: { ...facts, imageUrls: Array.from({ length: 12 }, (_, i) => `https://cdn.example/${i}.png`), agent: { name: 'A', phone: 'P', email: 'E', photoUrl: 'https://cdn.example/p.png' } }, agentIds: [], officeIds: [], customerId: 'c1' }, names);
  assert.deepEqual(Object.keys(plan.bindings).filter((k) => !documented.has(k)), []);
  assert.deepEqual([...documented].filter((k) => !(k in plan.bindings)), []);
  const sample = sampleBindings().bindings;
  const texts = BINDING_VARIABLES.filter((v) => v.kind === 'text').map((v) => v.name);
  assert.deepEqual(texts.filter((k) => !sample[k]), []);
});

test('a sample preview binds pictures of its own (data: URIs), so nothing is fetched and nothing shows broken', () => {
  const sample = sampleBindings().bindings;
  for (const name of ['image1', 'image2', 'image3', 'logo', 'agentPhoto']) assert.match(String(sample[name]), /^data:image\/svg\+xml,/);
  assert.ok(!sample.image4, 'no fourth picture');
  assert.deepEqual(sampleBindings().images, []);
});
