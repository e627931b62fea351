// /api/products, /api/product-types, /api/product-settings: the staff catalogue of what can be ordered.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/order';
import type { Products } from './products.ts';
import type { ProductTypes } from './product-types.ts';
import type { EmailTemplates } from './email-templates.ts';
import type { CatalogueSettings } from './product-settings.ts';
import { toEmailTemplateDto, toProductDto, toProductTypeDto } from './dto.ts';

type ProductOps =
  | 'listProducts' | 'createProduct' | 'getProduct' | 'getProductByCode' | 'updateProduct' | 'deleteProduct'
  | 'listProductEmailTemplates' | 'createProductEmailTemplate' | 'updateProductEmailTemplate' | 'deleteProductEmailTemplate'
  | 'listProductTypes' | 'createProductType' | 'getProductType' | 'updateProductType' | 'deleteProductType'
  | 'getProductSettings' | 'updateProductSettings';

export interface ProductUseCases {
  products: Products;
  productTypes: ProductTypes;
  emailTemplates: EmailTemplates;
  catalogueSettings: CatalogueSettings;
}

export function productHandlers({ products, productTypes, emailTemplates, catalogueSettings }: ProductUseCases): SomeHandlers<operations, ProductOps> {
  return {
    listProducts: async (req, res) => {
      const page = await products.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toProductDto), count: page.count });
    },
    createProduct: async (req, res) => reply(res, 201, toProductDto(await products.create(principalOf(req), req.body))),
    getProduct: async (req, res) => reply(res, 200, toProductDto(await products.get(principalOf(req), req.params.productId))),
    getProductByCode: async (req, res) => reply(res, 200, toProductDto(await products.byCode(principalOf(req), req.params.productCode))),
    updateProduct: async (req, res) => reply(res, 200, toProductDto(await products.update(principalOf(req), req.params.productId, req.body))),
    deleteProduct: async (req, res) => {
      await products.remove(principalOf(req), req.params.productId);
      res.status(204).end();
    },
    listProductEmailTemplates: async (req, res) => reply(res, 200, { items: (await emailTemplates.list(principalOf(req), req.params.productId)).map(toEmailTemplateDto) }),
    createProductEmailTemplate: async (req, res) => reply(res, 201, toEmailTemplateDto(await emailTemplates.create(principalOf(req), req.params.productId, req.body))),
    updateProductEmailTemplate: async (req, res) => reply(res, 200, toEmailTemplateDto(await emailTemplates.update(principalOf(req), req.params.productId, req.params.templateId, req.body))),
    deleteProductEmailTemplate: async (req, res) => {
      await emailTemplates.remove(principalOf(req), req.params.productId, req.params.templateId);
      res.status(204).end();
    },
    listProductTypes: async (req, res) => reply(res, 200, { items: (await productTypes.list(principalOf(req))).map(toProductTypeDto) }),
    createProductType: async (req, res) => reply(res, 201, toProductTypeDto(await productTypes.create(principalOf(req), req.body))),
    getProductType: async (req, res) => reply(res, 200, toProductTypeDto(await productTypes.get(principalOf(req), req.params.productTypeId))),
    updateProductType: async (req, res) => reply(res, 200, toProductTypeDto(await productTypes.update(principalOf(req), req.params.productTypeId, req.body))),
    deleteProductType: async (req, res) => {
      await productTypes.remove(principalOf(req), req.params.productTypeId);
      res.status(204).end();
    },
    getProductSettings: async (req, res) => reply(res, 200, await catalogueSettings.get(principalOf(req))),
    updateProductSettings: async (req, res) => reply(res, 200, await catalogueSettings.update(principalOf(req), req.body)),
  };
}
