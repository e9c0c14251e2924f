import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createAttribute, createAttributeValue, deleteAttributeValue, updateAttribute, updateAttributeValue } from '../../../services/catalog/attributes-admin';
import { createBrand, deleteBrand, listAdminBrands, updateBrand } from '../../../services/catalog/brands-admin';
import { createCategory, deleteCategory, listAdminCategories, moveCategory, reorderCategories, updateCategory } from '../../../services/catalog/categories-admin';
import { createInsurance, listAdminInsurances, updateInsurance } from '../../../services/catalog/insurance-admin';
import * as r from './taxonomy.routes';

export function mountAdminTaxonomy(app: OpenAPIHono) {
  app.openapi(r.listCategoriesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAdminCategories() }, 200);
  });
  // Before PUT /admin/categories/{id}, which would otherwise take 'order' for an id.
  app.openapi(r.reorderCategoriesRoute, async (c) => {
    const { parentId, ids } = c.req.valid('json');
    await reorderCategories(actorOf(c), parentId, ids);
    return c.json({ message: 'ترتیب دسته‌ها ذخیره شد' }, 200);
  });
  app.openapi(r.createCategoryRoute, async (c) => c.json({ data: await createCategory(actorOf(c), c.req.valid('json')), message: 'دسته ساخته شد' }, 201));
  app.openapi(r.updateCategoryRoute, async (c) => c.json({ data: await updateCategory(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'دسته ذخیره شد' }, 200));
  app.openapi(r.moveCategoryRoute, async (c) => {
    await moveCategory(actorOf(c), c.req.valid('param').id, c.req.valid('json').direction);
    return c.json({ message: 'ترتیب دسته‌ها ذخیره شد' }, 200);
  });
  app.openapi(r.deleteCategoryRoute, async (c) => {
    await deleteCategory(actorOf(c), c.req.valid('param').id);
    return c.json({ message: 'دسته حذف شد' }, 200);
  });

  app.openapi(r.listBrandsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAdminBrands() }, 200);
  });
  app.openapi(r.createBrandRoute, async (c) => c.json({ data: await createBrand(actorOf(c), c.req.valid('json')), message: 'برند ساخته شد' }, 201));
  app.openapi(r.updateBrandRoute, async (c) => c.json({ data: await updateBrand(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'برند ذخیره شد' }, 200));
  app.openapi(r.deleteBrandRoute, async (c) => {
    await deleteBrand(actorOf(c), c.req.valid('param').id);
    return c.json({ message: 'برند حذف شد' }, 200);
  });

  app.openapi(r.listInsurancesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAdminInsurances() }, 200);
  });
  app.openapi(r.createInsuranceRoute, async (c) => c.json({ data: await createInsurance(actorOf(c), c.req.valid('json')), message: 'طرح بیمه ساخته شد' }, 201));
  app.openapi(r.updateInsuranceRoute, async (c) => c.json({ data: await updateInsurance(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'طرح بیمه ذخیره شد' }, 200));

  app.openapi(r.createAttributeRoute, async (c) => c.json({ data: await createAttribute(actorOf(c), c.req.valid('json')), message: 'ویژگی ساخته شد' }, 201));
  app.openapi(r.updateAttributeRoute, async (c) => c.json({ data: await updateAttribute(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'ویژگی ذخیره شد' }, 200));
  app.openapi(r.deleteAttributeValueRoute, async (c) => {
    await deleteAttributeValue(actorOf(c), c.req.valid('param').id);
    return c.json({ message: 'مقدار حذف شد' }, 200);
  });
  app.openapi(r.createAttributeValueRoute, async (c) => c.json({ data: await createAttributeValue(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'مقدار افزوده شد' }, 201));
  app.openapi(r.updateAttributeValueRoute, async (c) => c.json({ data: await updateAttributeValue(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'مقدار ذخیره شد' }, 200));
}
