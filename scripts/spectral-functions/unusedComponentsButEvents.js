// spectral:oas's oas3-unused-component, minus the event payloads: a schema that carries `x-event` is
// read by the event codegen (scripts/codegen-events.ts → openapi/generated/events.ts), never referenced
// by a path, and is no more unused than a path's response. Every other component still has to be
// referenced. Used by .spectral.yaml (adops-unused-component).
import { unreferencedReusableObject } from '@stoplight/spectral-functions';

const TYPES = ['schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers', 'links', 'callbacks'];

export default function unusedComponentsButEvents(targetVal, _options, context) {
  const results = [];
  for (const type of TYPES) {
    const components = targetVal?.components?.[type];
    if (!components || typeof components !== 'object') continue;
    const candidates = Object.fromEntries(Object.entries(components).filter(([, value]) => !(type === 'schemas' && value?.['x-event'])));
    results.push(...(unreferencedReusableObject(candidates, { reusableObjectsLocation: `#/components/${type}` }, context) ?? []));
  }
  return results;
}
