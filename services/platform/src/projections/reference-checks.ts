// Checking a write's references against the customer-references projection: the customer it names
// exists, and its office and agents exist and are that customer's. Another customer's office or agent
// reads exactly like an unknown one, so a check never tells a caller what another customer has.
import { In, type EntityManager } from 'typeorm';
import { invalidFields, type FieldError } from '../problems.ts';
import { CustomerReferenceEntity, type CustomerReferenceRow } from './customer-references.ts';

export interface CustomerReferences {
  customerId: string;
  /** Check that the customer itself exists (staff name it; a dashboard user's comes with their session). */
  checkCustomer?: boolean;
  officeId?: string | null;
  agentIds?: string[];
}

/** Where each reference sits in the request, for the problem's field paths. */
export interface ReferencePaths {
  customer: string;
  office: string;
  /** The path of the i-th agent id, e.g. (i) => `/body/agents/${i}/id`. */
  agent: (index: number) => string;
}

export const REFERENCE_MESSAGES = {
  customer: 'Customer not found.',
  office: "Office not found among the customer's offices.",
  agent: "Agent not found among the customer's agents.",
} as const;

/** Throws a 400 problem with one error per reference that is unknown, deleted or another customer's. */
export async function checkCustomerReferences(m: EntityManager, refs: CustomerReferences, paths: ReferencePaths): Promise<void> {
  const agentIds = refs.agentIds ?? [];
  const ids = [...new Set([refs.customerId, ...(refs.officeId ? [refs.officeId] : []), ...agentIds])];
  const rows = await m.find(CustomerReferenceEntity, { where: { id: In(ids) } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const live = (id: string, kind: CustomerReferenceRow['kind']) => {
    const row = byId.get(id);
    return row !== undefined && row.kind === kind && !row.deleted && row.customerId === refs.customerId;
  };
  const errors: FieldError[] = [];
  const customerKnown = live(refs.customerId, 'customer');
  if (refs.checkCustomer && !customerKnown) errors.push({ path: paths.customer, message: REFERENCE_MESSAGES.customer });
  // A deleted customer's offices and agents are gone with it (their own deletions may arrive later).
  const customerGone = byId.get(refs.customerId)?.deleted === true;
  if (refs.officeId && (customerGone || !live(refs.officeId, 'office'))) errors.push({ path: paths.office, message: REFERENCE_MESSAGES.office });
  agentIds.forEach((id, i) => {
    if (customerGone || !live(id, 'agent')) errors.push({ path: paths.agent(i), message: REFERENCE_MESSAGES.agent });
  });
  if (errors.length) throw invalidFields(errors);
}
