// Where one order's page is and who may open it: shared by the orders feature and the payment page (which
// links staff to the order), without the payment chunk loading the order pages.
import { ROUTES } from '../../constants.ts';

/** The roles of the orders screens (000 §2): admin, operations, sales. */
export const ORDER_ROLES = ['admin', 'operations', 'sales'];

export const orderEditPath = (id: string) => `${ROUTES.order}/${id}/edit`;
