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

/** The bindings of a listing or resource: texts as they are, images as served paths. */
export function bindingsOf(subject: Pick<KnownSubjectRow, 'facts' | 'agentIds' | 'customerId'>, names: ReadonlyMap<string, KnownNameRow>): BindingPlan {
  const f = subject.facts;
  const agent = subject.agentIds.map((id) => names.get(id)).find((n) => n !== undefined);
  const customer = names.get(subject.customerId);
  const images: BoundImage[] = f.imageUrls.slice(0, 10).map((url, i) => ({ path: `bindings/image${i + 1}.${extensionOf(url)}`, url }));
  if (customer?.logoUrl) images.push({ path: `bindings/logo.${extensionOf(customer.logoUrl)}`, url: customer.logoUrl });
  const bindings: Bindings = {
    title: f.title ?? '',
    message: f.headline ?? '',
    description: f.description ?? '',
    price: f.price ?? '',
    address: f.address ?? '',
    suburb: f.suburb ?? '',
    landingUrl: f.link ?? '',
    imageCount: String(f.imageUrls.length),
    agentName: agent?.name ?? '',
    agentEmail: agent?.email ?? '',
    officeName: customer?.name ?? '',
  };
  for (const image of images) bindings[image.path.slice('bindings/'.length).split('.')[0]!] = image.path;
  return { bindings, images };
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
};

export function sampleBindings(): BindingPlan {
  const plan = bindingsOf({ facts: SAMPLE_FACTS, agentIds: [], customerId: '' }, new Map());
  return { bindings: { ...plan.bindings, agentName: 'Jo Agent', agentEmail: 'jo@agency.example', officeName: 'Harbour Realty' }, images: [] };
}
