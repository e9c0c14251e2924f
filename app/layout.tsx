import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import './globals.css';

const vazirmatn = localFont({
  src: './fonts/vazirmatn.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-vazirmatn',
});

// The shop's own name comes from its settings in the (shop) layout; this is the neutral default.
export const metadata: Metadata = {
  title: 'فروشگاه آنلاین',
  description: 'خرید نقدی و اقساطی گوشی موبایل و کالای دیجیتال',
};

export const viewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fa-IR" dir="rtl" className={vazirmatn.variable}>
      <body className="min-h-dvh font-sans">
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
