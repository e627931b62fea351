// The products' pages (001 §2).
export const PRODUCT_PATHS = {
  products: '/products',
  productCreate: '/product/create',
  product: '/product', // + '/{productId}/edit' | '/{productId}/email-templates'
} as const;
