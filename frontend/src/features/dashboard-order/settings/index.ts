// The per-template settings step of the dashboard order flow (002 §2, §3, §4, §5; 003 map targeting and resource
// settings), as the order page uses it:
//
//   const [items, setItems] = useState(() => initialCampaignData(product, listings, agents, { imageAdLimit }));
//   <TemplateSettingsStep product={product} listings={listings} items={items} onChange={setItems}
//     showErrors={triedNext} imageAdLimit={imageAdLimit} contactLabel={contactLabel} />
//   const errors = campaignDataErrors(product, items, { imageAdLimit, itemCount: listings.length }); // [] when valid
//
// The step's Leaflet map loads on first use, so importing this module keeps Leaflet out of the page's chunk.
export { TemplateSettingsStep, type TemplateSettingsStepProps } from './TemplateSettingsStep.tsx';
export { initialCampaignData, type ContactAgent, type InitialOptions, type OrderedItem } from './campaignData.ts';
export { campaignDataErrors, type RulesContext } from './rules.ts';
export { SETTINGS_MESSAGES } from './messages.ts';
