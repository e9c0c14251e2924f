import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createProduct, duplicateProduct, removeProduct, setProductPublished, updateProduct } from '../../../services/catalog/products-admin';
import { addProductPicture, setProductPictures } from '../../../services/catalog/product-pictures';
import { catalogOptions, getAdminProduct, listAdminProducts } from '../../../services/catalog/products-admin-read';
import { bulkUpdateVariants, createVariant, removeVariant, updateVariant } from '../../../services/catalog/variants-admin';
import {
  addPictureRoute,
  setPicturesRoute,
  bulkProductVariantsRoute,
  bulkVariantsRoute,
  catalogOptionsRoute,
  createProductRoute,
  createVariantRoute,
  duplicateProductRoute,
  getProductRoute,
  listProductsRoute,
  publishProductRoute,
  removeProductRoute,
  removeVariantRoute,
  updateProductRoute,
  updateVariantRoute,
} from './products.routes';

const removed = { deleted: 'حذف شد', archived: 'چون در سفارش‌ها آمده است، بایگانی شد' } as const;

export function mountAdminProducts(app: OpenAPIHono) {
  app.openapi(listProductsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAdminProducts(c.req.valid('query')) }, 200);
  });
  app.openapi(catalogOptionsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await catalogOptions() }, 200);
  });
  app.openapi(getProductRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getAdminProduct(c.req.valid('param').id) }, 200);
  });
  app.openapi(createProductRoute, async (c) => {
    noStore(c);
    return c.json({ data: await createProduct(actorOf(c), c.req.valid('json')), message: 'کالا ساخته شد' }, 201);
  });
  app.openapi(updateProductRoute, async (c) => {
    noStore(c);
    return c.json({ data: await updateProduct(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'کالا ذخیره شد' }, 200);
  });
  app.openapi(publishProductRoute, async (c) => {
    noStore(c);
    const { published } = c.req.valid('json');
    const data = await setProductPublished(actorOf(c), c.req.valid('param').id, published);
    return c.json({ data, message: published ? 'کالا منتشر شد' : 'کالا از فروشگاه برداشته شد' }, 200);
  });
  app.openapi(duplicateProductRoute, async (c) => {
    noStore(c);
    return c.json({ data: await duplicateProduct(actorOf(c), c.req.valid('param').id), message: 'رونوشت کالا به صورت پیش‌نویس ساخته شد' }, 201);
  });
  app.openapi(removeProductRoute, async (c) => {
    noStore(c);
    const data = await removeProduct(actorOf(c), c.req.valid('param').id);
    return c.json({ data, message: `کالا ${removed[data.outcome]}` }, 200);
  });
  app.openapi(createVariantRoute, async (c) => {
    noStore(c);
    return c.json({ data: await createVariant(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'تنوع کالا افزوده شد' }, 201);
  });
  app.openapi(bulkProductVariantsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await bulkUpdateVariants(actorOf(c), c.req.valid('json'), c.req.valid('param').id), message: 'قیمت‌ها و موجودی ذخیره شد' }, 200);
  });
  app.openapi(bulkVariantsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await bulkUpdateVariants(actorOf(c), c.req.valid('json')), message: 'قیمت‌ها و موجودی ذخیره شد' }, 200);
  });
  app.openapi(updateVariantRoute, async (c) => {
    noStore(c);
    return c.json({ data: await updateVariant(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'تنوع کالا ذخیره شد' }, 200);
  });
  app.openapi(removeVariantRoute, async (c) => {
    noStore(c);
    const data = await removeVariant(actorOf(c), c.req.valid('param').id);
    return c.json({ data, message: `تنوع کالا ${removed[data.outcome]}` }, 200);
  });
  app.openapi(addPictureRoute, async (c) => {
    noStore(c);
    const { file, alt, colourValueId } = c.req.valid('form');
    return c.json({ data: await addProductPicture(actorOf(c), c.req.valid('param').id, file, alt, colourValueId), message: 'تصویر افزوده شد' }, 201);
  });
  app.openapi(setPicturesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await setProductPictures(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'تصویرها ذخیره شد' }, 200);
  });
}
