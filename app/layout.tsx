import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { ExternalScripts } from '@/components/external-scripts';
import { AccountControl } from '@/features/auth/components/account-control';
import { SellerBanner } from '@/features/auth/components/seller-banner';
import { SessionSync } from '@/features/auth/components/session-sync';
import { NotificationPopups } from '@/features/content/components/notification-popups';
import { TopBanners } from '@/features/content/components/top-banners';
import { SearchBox } from '@/features/search/components/search-box';
import { SearchDrawer } from '@/features/search/components/search-drawer';
import { DesktopHeader } from '@/features/shell/components/desktop-header';
import { MaintenancePage } from '@/features/shell/components/maintenance-page';
import { MobileNav } from '@/features/shell/components/mobile-nav';
import { MobileTopBar } from '@/features/shell/components/mobile-top-bar';
import { ShellGate } from '@/features/shell/components/shell-gate';
import { ShopperPreviewBar } from '@/features/shell/components/shopper-preview-bar';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { StickyHeader } from '@/features/shell/components/sticky-header';
import { env } from '@/lib/server/env';
import { getStaticData } from '@/lib/server/services/content/static-data';
import { maintenanceCountdownEnd, viewerBypassesMaintenance, viewerPreviewsAsShopper } from '@/lib/server/services/content/maintenance';
import { getThemeStylesheet } from '@/lib/server/services/content/theme';
import { requestTimeOnlyDuringBuild } from '@/lib/server/rendered-pages';
import { HeaderBasket } from './_compose/header-basket';
import { LoginModalWithPlaces } from './_compose/login-modal';
import { MaintenanceGate } from './_compose/maintenance-gate';
import '@/styles/globals.css';

const vazirmatn = localFont({
  src: './fonts/vazirmatn.woff2',
  weight: '400 700',
  display: 'swap',
  // Not preloaded: a preloaded font holds the first paint of a kept page back until it arrives.
  preload: false,
  adjustFontFallback: false,
  variable: '--font-vazirmatn',
});

export async function generateMetadata(): Promise<Metadata> {
  await requestTimeOnlyDuringBuild();
  const { company } = await getStaticData();
  const description = `${company.companyName}: خرید نقدی و اقساطی گوشی موبایل، تبلت و کالای دیجیتال`;
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: company.companyName, template: `%s | ${company.companyName}` },
    description,
    openGraph: { siteName: company.companyName, locale: 'fa_IR', type: 'website', description },
    // Static files under public/ (docs/stack.md): a white-label shop replaces them with its own.
    manifest: '/manifest.webmanifest',
    icons: { icon: { url: '/icons/icon.svg', type: 'image/svg+xml' }, apple: '/icons/apple-touch-icon.png' },
    // Search engines should not keep the maintenance notice as the shop's pages.
    ...(company.maintenanceMode ? { robots: { index: false, follow: false } } : {}),
  };
}

export const viewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 };

/**
 * The site shell lives here, around every route, so the SPEC §2 rules about where the header, footer
 * and mobile bar show (lib/shell-paths.ts) apply to whatever route group a page sits in;
 * ShellGate reads the path on the client and drops the parts a path must not show.
 */
async function Shell({ children }: { children: ReactNode }) {
  // Kept in the page cache with the page it wraps (lib/server/rendered-pages.ts); never prerendered at build time.
  await requestTimeOnlyDuringBuild();
  const data = await getStaticData();
  const { company, menus, notification, siteLink, footerLogo } = data;
  const previewBar = (await viewerPreviewsAsShopper()) ? <ShopperPreviewBar /> : null;

  // Only a staff preview request looks further (the session); kept pages show maintenance to everyone, and the
  // sign-in page stays open so staff can get the preview.
  if (company.maintenanceMode && !(await viewerBypassesMaintenance())) {
    return (
      <>
        {previewBar}
        <MaintenanceGate
          repair={
            <MaintenancePage
              companyName={company.companyName}
              logo={company.companyLogoImages}
              until={maintenanceCountdownEnd(company)}
              supportTell={company.companyAddresses[0]?.tell ?? null}
            />
          }
        />
      </>
    );
  }

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 shadow focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        رفتن به محتوای اصلی
      </a>
      {previewBar}
      <SessionSync />
      <SellerBanner />
      <ShellGate part="header">
        <TopBanners notifications={notification} />
        <StickyHeader>
          <DesktopHeader
            company={company}
            menus={menus}
            search={<SearchBox className="w-full" />}
            account={<AccountControl variant="desktop" />}
            basket={<HeaderBasket logo={company.companyLogoImages} catalogMode={company.catalogMode} />}
          />
          <MobileTopBar
            logo={company.companyLogoImages}
            companyName={company.companyName}
            catalogMode={company.catalogMode}
            search={<SearchDrawer className="w-full" />}
            searchIcon={<SearchDrawer variant="icon" />}
            account={<AccountControl variant="mobile" />}
          />
        </StickyHeader>
      </ShellGate>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <ShellGate part="footer">
        <SiteFooter company={company} links={siteLink} footerLogo={footerLogo} />
      </ShellGate>
      <ShellGate part="mobile-nav">
        <MobileNav catalogMode={company.catalogMode} />
      </ShellGate>
      <ShellGate part="header">
        <NotificationPopups notifications={notification} />
      </ShellGate>
      <LoginModalWithPlaces />
      <ExternalScripts scripts={company.externalScripts} />
    </>
  );
}

/**
 * The shop's colours and radius (SPEC §7 public CSS endpoint). The address carries the look's version, so a browser
 * keeps it for good and asks again only when the operator changes the look (the pages are purged then). It is a few
 * hundred bytes from our own origin, fetched alongside the main CSS; the defaults in that CSS render the page alone
 * if it fails.
 */
async function ThemeStylesheet() {
  await requestTimeOnlyDuringBuild();
  const { version } = await getThemeStylesheet();
  return <link rel="stylesheet" href={`/api/public/theme.css?v=${version}`} />;
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fa-IR" dir="rtl" className={vazirmatn.variable}>
      <head>
        <ThemeStylesheet />
      </head>
      <body className="min-h-dvh font-sans">
        <AppProviders>
          <Shell>{children}</Shell>
        </AppProviders>
      </body>
    </html>
  );
}
