import 'server-only';
import { cookies } from 'next/headers';
import type { ProductDetail } from '@/lib/contracts/product';
import { isPreviewRequest } from '../../rendered-pages';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';
import { staffAccess } from '../staff/access';
import { loadProductForPreview } from './product-detail';

/**
 * An unpublished (or archived) product for staff who may read the catalog, so they check it before shoppers see it.
 * Only a preview request (the cookie staff get at sign-in) is rendered per viewer; anyone else gets null, the 404.
 */
export async function previewProduct(id: number): Promise<ProductDetail | null> {
  if (!(await isPreviewRequest())) return null;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const auth = token ? await resolveSession(token) : null;
  if (!auth || !(await staffAccess(auth.user.id)).permissions.includes('catalog.read')) return null;
  return loadProductForPreview(id);
}
