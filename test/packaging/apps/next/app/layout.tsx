import type { Metadata } from 'next';
import { renderCardFormStyles } from '@checkout-kit/elements/server.js';
import './globals.css';

// The template's layout without its Geist fonts: next/font/google fetches them from Google Fonts
// at build time, which a test machine that reaches only the npm registry cannot do.
export const metadata: Metadata = {
  title: 'Checkout',
  description: 'A create-next-app app with Checkout Kit',
};

export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="en" className="h-full antialiased">
      <head>
        {/* The card form's styles, as the README says: its server-rendered form paints styled. */}
        <style dangerouslySetInnerHTML={{ __html: renderCardFormStyles() }} />
      </head>
      <body className="min-h-full flex flex-col">{children}</body>
    </html>
  );
}
