import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ConsentBanner } from './components/ConsentBanner';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  title: { default: 'Triangle Ridge Winery', template: '%s | Triangle Ridge Winery' },
  icons: { icon: '/favicon.svg' },
  openGraph: { siteName: 'Triangle Ridge Winery' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { themeColor: '#37393c' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <ConsentBanner />
        <Header />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}
