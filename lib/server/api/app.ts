import 'server-only';
import type { Context } from 'hono';
import { requestId } from 'hono/request-id';
import { createRouter, onError } from './create-app';
import { inputHygiene } from './input-hygiene';
import { apiMessages } from './messages';
import { securityHeaders } from './security-headers';
import { mountCatalogListing } from './routes/catalog/listing.handlers';
import { mountCatalogProduct } from './routes/catalog/product.handlers';
import { mountCompare } from './routes/compare/compare.handlers';
import { mountReviews } from './routes/reviews/reviews.handlers';
import { mountAlerts } from './routes/alerts/alerts.handlers';
import { mountClientErrors } from './routes/client-errors/client-errors.handlers';
import { mountFiles } from './routes/files/files.handlers';
import { mountBlog } from './routes/blog/blog.handlers';
import { mountAdminModeration } from './routes/admin/moderation.handlers';
import { mountAdminLoyalty } from './routes/admin/loyalty.handlers';
import { mountAdminMessages } from './routes/admin/messages.handlers';
import { mountHealth } from './routes/health/health.handlers';
import { mountPublicStatics } from './routes/public/statics.handlers';
import { mountPublicTheme } from './routes/public/theme.handlers';
import { mountContentFaq } from './routes/content/faq.handlers';
import { mountHomeRows } from './routes/content/home-rows.handlers';
import { registerAdminSecurity } from './admin-access';
import { mountAdminAudit } from './routes/admin/audit.handlers';
import { mountAdminConsole } from './routes/admin/console.handlers';
import { mountAdminAppointments } from './routes/admin/appointments.handlers';
import { mountAdminBanners } from './routes/admin/banners.handlers';
import { mountAdminBulkEdit } from './routes/admin/bulk-edit.handlers';
import { mountAdminBundles } from './routes/admin/bundles.handlers';
import { mountAdminFacilityPlans } from './routes/admin/facility-plans.handlers';
import { mountAdminPayLinks } from './routes/admin/pay-links.handlers';
import { mountAdminMenus } from './routes/admin/menus.handlers';
import { mountAdminNotifications } from './routes/admin/notifications.handlers';
import { mountAdminFaq } from './routes/admin/faq.handlers';
import { mountAdminBranches } from './routes/admin/branches.handlers';
import { mountAdminSiteLinks } from './routes/admin/site-links.handlers';
import { mountAdminContentPictures } from './routes/admin/content-pictures.handlers';
import { mountAdminCustomers } from './routes/admin/customers.handlers';
import { mountAdminOrders } from './routes/admin/orders.handlers';
import { mountAdminOwnerPictures } from './routes/admin/owner-pictures.handlers';
import { mountAdminPriceCsv } from './routes/admin/price-csv.handlers';
import { mountAdminProducts } from './routes/admin/products.handlers';
import { mountAdminTaxonomy } from './routes/admin/taxonomy.handlers';
import { mountAdminSettings } from './routes/admin/settings.handlers';
import { mountAdminLook } from './routes/admin/look.handlers';
import { mountAdminCompany } from './routes/admin/company.handlers';
import { mountAdminStaff } from './routes/admin/staff.handlers';
import { mountAdminVariantPrices } from './routes/admin/variant-prices.handlers';
import { mountContentPages } from './routes/content/pages.handlers';
import { mountSearch } from './routes/search/search.handlers';
import { mountAuth } from './routes/auth/auth.handlers';
import { mountUser } from './routes/user/user.handlers';
import { mountPublicBasket } from './routes/basket/public-basket.handlers';
import { mountUserBasket } from './routes/basket/user-basket.handlers';
import { mountOrders } from './routes/orders/orders.handlers';
import { mountSeller } from './routes/orders/seller.handlers';
import { mountPayment } from './routes/payment/payment.handlers';
import { mountWallet } from './routes/wallet/wallet.handlers';
import { mountAccount } from './routes/account/account.handlers';
import { mountFacility } from './routes/facility/facility.handlers';
import { mountFacilityAdmin } from './routes/facility/facility-admin.handlers';
import { mountCooperation } from './routes/cooperation/cooperation.handlers';
import { mountCooperationAdmin } from './routes/cooperation/cooperation-admin.handlers';
import { mountLoans } from './routes/loans/loans.handlers';
import { mountLoansAdmin } from './routes/loans/loans-admin.handlers';
import { mountApiDocs } from './routes/docs/docs.handlers';

export const API_BASE = '/api';

/** `/users/{id}` and `/users/:id` style patterns → a matcher for the concrete path. */
function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') || /^\{.+\}$/.test(part) ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export function createApi() {
  const app = createRouter().basePath(API_BASE);
  app.use('*', requestId());
  app.use('*', securityHeaders);
  app.use('*', inputHygiene);
  app.onError(onError);

  mountHealth(app);
  mountPublicStatics(app);
  mountPublicTheme(app);
  mountCatalogProduct(app);
  mountCatalogListing(app);
  mountCompare(app);
  mountReviews(app);
  mountAlerts(app);
  mountClientErrors(app);
  mountFiles(app);
  mountBlog(app);
  mountContentFaq(app);
  mountHomeRows(app);
  registerAdminSecurity(app);
  mountAdminConsole(app);
  mountAdminStaff(app);
  mountAdminAudit(app);
  mountAdminSettings(app);
  mountAdminLook(app);
  mountAdminCompany(app);
  mountAdminOrders(app);
  mountAdminPayLinks(app);
  mountAdminCustomers(app);
  mountAdminAppointments(app);
  mountAdminFacilityPlans(app);
  mountAdminBanners(app);
  mountAdminMenus(app);
  mountAdminNotifications(app);
  mountAdminFaq(app);
  mountAdminBranches(app);
  mountAdminSiteLinks(app);
  mountAdminContentPictures(app);
  mountAdminVariantPrices(app);
  mountAdminModeration(app);
  mountAdminMessages(app);
  mountAdminLoyalty(app);
  mountAdminPriceCsv(app);
  mountAdminBulkEdit(app);
  mountAdminProducts(app);
  mountAdminTaxonomy(app);
  mountAdminOwnerPictures(app);
  mountAdminBundles(app);
  mountContentPages(app);
  mountSearch(app);
  mountAuth(app);
  mountUser(app);
  mountUserBasket(app);
  mountPublicBasket(app);
  mountOrders(app);
  mountSeller(app);
  mountWallet(app);
  mountPayment(app);
  mountAccount(app);
  mountFacility(app);
  mountFacilityAdmin(app);
  mountCooperation(app);
  mountCooperationAdmin(app);
  mountLoans(app);
  mountLoansAdmin(app);

  const documentConfig = {
    openapi: '3.1.0',
    info: { title: 'Vitrin API', version: '0.1.0', description: 'The storefront API (SPEC §7 paths are the contract).' },
  };
  app.doc31('/openapi.json', documentConfig);
  mountApiDocs(app, () => app.getOpenAPI31Document(documentConfig));

  // A known path asked with the wrong method is 405 with Allow; anything else is a JSON 404.
  const routes = app.routes.map((r) => ({ method: r.method, match: patternToRegExp(r.path) }));
  app.notFound((c: Context) => {
    const allowed = [...new Set(routes.filter((r) => r.method !== 'ALL' && r.match.test(c.req.path)).map((r) => r.method))];
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return c.json({ message: apiMessages.methodNotAllowed }, 405);
    }
    return c.json({ message: apiMessages.notFound }, 404);
  });

  return app;
}

export type Api = ReturnType<typeof createApi>;
