// The products' pages (001 §2), and the product types' page (ours: the spec has no screen for types, yet a
// product needs one).
export const PRODUCT_PATHS = {
  products: '/products',
  productCreate: '/product/create',
  product: '/product', // + '/{productId}/edit' | '/{productId}/email-templates'
  productTypes: '/product-types',
} as const;
