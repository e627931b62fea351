// Where the orders' pages are and who may open them: shared by the orders feature and the payment page (which
// links staff to the order), without the payment chunk loading the order pages.

/** The roles of the orders screens (000 §2): admin, operations, sales. */
export const ORDER_ROLES = ['admin', 'operations', 'sales'];

export const ORDER_PATHS = {
  ordersList: '/orders/list',
  order: '/order', // + '/{orderId}/edit'
} as const;

export const orderEditPath = (id: string) => `${ORDER_PATHS.order}/${id}/edit`;
