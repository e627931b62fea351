// /api/products, /api/product-types, /api/product-settings: the staff catalogue of what can be ordered.
import { principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/order';
import type { Products } from '../products.ts';
import { toEmailTemplateDto, toProductDto, toProductTypeDto } from '../dto.ts';

type ProductOps =
  | 'listProducts' | 'createProduct' | 'getProduct' | 'getProductByCode' | 'updateProduct' | 'deleteProduct'
  | 'listProductEmailTemplates' | 'createProductEmailTemplate' | 'updateProductEmailTemplate' | 'deleteProductEmailTemplate'
  | 'listProductTypes' | 'createProductType' | 'getProductType' | 'updateProductType' | 'deleteProductType'
  | 'getProductSettings' | 'updateProductSettings';

export function productHandlers({ products }: { products: Products }): SomeHandlers<operations, ProductOps> {
  return {
    listProducts: async (req, res) => {
      const page = await products.list(who(req), req.query);
      reply(res, 200, { items: page.items.map(toProductDto), count: page.count });
    },
    createProduct: async (req, res) => reply(res, 201, toProductDto(await products.create(who(req), req.body))),
    getProduct: async (req, res) => reply(res, 200, toProductDto(await products.get(who(req), req.params.productId))),
    getProductByCode: async (req, res) => reply(res, 200, toProductDto(await products.byCode(who(req), req.params.productCode))),
    updateProduct: async (req, res) => reply(res, 200, toProductDto(await products.update(who(req), req.params.productId, req.body))),
    deleteProduct: async (req, res) => {
      await products.remove(who(req), req.params.productId);
      res.status(204).end();
    },
    listProductEmailTemplates: async (req, res) => reply(res, 200, { items: (await products.listTemplates(who(req), req.params.productId)).map(toEmailTemplateDto) }),
    createProductEmailTemplate: async (req, res) => reply(res, 201, toEmailTemplateDto(await products.createTemplate(who(req), req.params.productId, req.body))),
    updateProductEmailTemplate: async (req, res) => reply(res, 200, toEmailTemplateDto(await products.updateTemplate(who(req), req.params.productId, req.params.templateId, req.body))),
    deleteProductEmailTemplate: async (req, res) => {
      await products.removeTemplate(who(req), req.params.productId, req.params.templateId);
      res.status(204).end();
    },
    listProductTypes: async (req, res) => reply(res, 200, { items: (await products.listTypes(who(req))).map(toProductTypeDto) }),
    createProductType: async (req, res) => reply(res, 201, toProductTypeDto(await products.createType(who(req), req.body))),
    getProductType: async (req, res) => reply(res, 200, toProductTypeDto(await products.getType(who(req), req.params.productTypeId))),
    updateProductType: async (req, res) => reply(res, 200, toProductTypeDto(await products.updateType(who(req), req.params.productTypeId, req.body))),
    deleteProductType: async (req, res) => {
      await products.removeType(who(req), req.params.productTypeId);
      res.status(204).end();
    },
    getProductSettings: async (req, res) => reply(res, 200, await products.settings(who(req))),
    updateProductSettings: async (req, res) => reply(res, 200, await products.updateSettings(who(req), req.body)),
  };
}
