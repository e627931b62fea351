// The order flow's messages (002 §4, §5, §8), quoted exactly as the spec gives them; those the spec does not
// give are marked "Ours". Messages with a contact label take the dashboard's word for an agent
// (themes.contactLabel, 'Agent' by default), lower-cased as the order API words its own ('agents').

export const ORDER_MESSAGES = {
  /** 002 §5 and §4 "Ordering needs a selected listing set, resource set or catalog". */
  nothingSelected: 'No listing, resource or catalog has been selected...',
  /** 003 §8: a RESOURCE order with an unpublished resource (the order service refuses it in these words). */
  publishedOnly: 'Order requires Published resources only.',
  /** 002 §5: no product type takes this many items, or none has a product. */
  noProduct: 'No Product available...',
  /** 002 §8 order-flow errors: the dialog's title and button. */
  oopsTitle: 'Oops!',
  okay: 'Okay',
  /** 002 §8 product selection. */
  productSelection: 'Something went wrong while selecting a product',
  /** 002 §5. */
  campaignName: 'Campaign name is required',
  /** 002 §8: the title of the missing campaign name. */
  errorTitle: 'Error',
  /** 002 §5: 'At least one {contact label or agent} is required.' */
  agentRequired: (contactLabel: string) => `At least one ${contactLabel.toLowerCase()} is required.`,
  /** 002 §5: 'Maximum number of {contacts} is N.' */
  maxAgents: (contactLabel: string, max: number) => `Maximum number of ${contactLabel.toLowerCase()}s is ${max}.`,
  /** 002 §5. */
  facebookAccount: 'A Facebook billing account is required. Please contact customer support.',
  /** 002 §5 "Google is treated similarly". */
  googleAccount: 'A Google billing account is required. Please contact customer support.',
  /** 002 §8 invoice order: the dialog's title and message. */
  orderNumber: (n: number) => `Order# ${n}`,
  orderPlaced: 'Your order has been successfully placed. You will receive a confirmation email shortly.',
  // Ours (the spec gives none for these):
  officeRequired: 'Please choose an office.',
  chooseProduct: 'Please choose a campaign type, a duration and a price.',
  /** Ours, in the order API's words for the same rule (services/order orders/rules.ts), so both sides say it alike. */
  startDate: 'The start date must lie between today and three months ahead.',
  orderFailed: 'The order could not be placed, please try again.',
  facebookPromptTitle: 'Log in with Facebook',
  facebookPrompt: 'Linking your Facebook account lets your campaigns run as your page. You can link it now or later from your settings.',
  doNotAskAgain: 'Do not ask again',
} as const;
