// A template's bindings from what the creative context knows (003 §3): a listing's or resource's facts,
// its agents' names and its customer's name and logo; or sample facts when a template is previewed without
// one. Images are bound to paths the render serves itself (the page fetches nothing outside): the worker
// reads their bytes first (media.ts).
import type { Bindings } from './rendering/index.ts';
import type { KnownNameRow, KnownSubjectRow, SubjectFacts } from '../projections/rules.ts';

/** The images a render serves, by the path bound to them. */
export interface BoundImage {
  path: string;
  url: string;
}

export interface BindingPlan {
  bindings: Bindings;
  images: BoundImage[];
}

const extensionOf = (url: string) => /\.(png|jpe?g|gif|webp|svg)(\?|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'img';

/**
 * The bindings of a listing or resource: texts as they are, images as served paths. The agent is the
 * listing's own listingAgent (a feed's, with phone and photo) or else its first agent the customer context
 * knows; the office its first office's name, else the customer's.
 */
export function bindingsOf(subject: Pick<KnownSubjectRow, 'facts' | 'agentIds' | 'officeIds' | 'customerId'>, names: ReadonlyMap<string, KnownNameRow>): BindingPlan {
  const f = subject.facts;
  const known = subject.agentIds.map((id) => names.get(id)).find((n) => n !== undefined);
  const customer = names.get(subject.customerId);
  const office = subject.officeIds.map((id) => names.get(id)).find((n) => n !== undefined);
  const images: Array<BoundImage & { name: string }> = f.imageUrls.slice(0, 10).map((url, i) => ({ name: `image${i + 1}`, path: `bindings/image${i + 1}.${extensionOf(url)}`, url }));
  if (customer?.logoUrl) images.push({ name: 'logo', path: `bindings/logo.${extensionOf(customer.logoUrl)}`, url: customer.logoUrl });
  if (f.agent?.photoUrl) images.push({ name: 'agentPhoto', path: `bindings/agent-photo.${extensionOf(f.agent.photoUrl)}`, url: f.agent.photoUrl });
  const count = (n: number | null) => (n === null ? '' : String(n));
  const bindings: Bindings = {
    title: f.title ?? '',
    message: f.headline ?? '',
    description: f.description ?? '',
    price: f.price ?? '',
    address: f.address ?? '',
    suburb: f.suburb ?? '',
    bedrooms: count(f.bedrooms),
    bathrooms: count(f.bathrooms),
    carSpaces: count(f.carSpaces),
    landingUrl: f.link ?? '',
    imageCount: String(f.imageUrls.length),
    agentName: f.agent?.name ?? known?.name ?? '',
    agentPhone: f.agent?.phone ?? '',
    agentEmail: f.agent?.email ?? known?.email ?? '',
    officeName: office?.name ?? customer?.name ?? '',
  };
  for (const image of images) bindings[image.name] = image.path;
  return { bindings, images: images.map(({ path, url }) => ({ path, url })) };
}

/** Sample facts for a staff preview of a template with no listing named: every text variable shows something. */
export const SAMPLE_FACTS: SubjectFacts = {
  reference: 'SAMPLE-1',
  title: 'Sunny family home by the park',
  headline: 'Open home this Saturday',
  price: 'Offers over $850,000',
  address: '12 Harbour View Road, Northcote',
  suburb: 'Northcote',
  description: 'Four bedrooms, two bathrooms and a sunny garden a short walk from the park.',
  imageUrls: [],
  link: 'https://adops.example/listings/sample',
  bedrooms: 4,
  bathrooms: 2,
  carSpaces: 2,
  agent: { name: 'Jo Agent', phone: '021 555 0100', email: 'jo@agency.example', photoUrl: null },
};

/** A sample picture (an inline SVG, nothing fetched): a preview without a listing shows a photo's place, not a broken image. */
const samplePicture = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#cfd8e3"/><text x="300" y="210" font-family="sans-serif" font-size="32" fill="#4a5568" text-anchor="middle">${label}</text></svg>`)}`;

export function sampleBindings(): BindingPlan {
  const plan = bindingsOf({ facts: SAMPLE_FACTS, agentIds: [], officeIds: [], customerId: '' }, new Map());
  const pictures = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`image${i + 1}`, samplePicture(`Photo ${i + 1}`)]));
  return { bindings: { ...plan.bindings, ...pictures, imageCount: '3', logo: samplePicture('Logo'), agentPhoto: samplePicture('Agent'), officeName: 'Harbour Realty' }, images: [] };
}
