import type { Metadata } from 'next';
import { renderCardFormStyles } from '@checkout-kit/elements/server.js';

export const metadata: Metadata = {
  title: 'Checkout Kit on Next.js',
  description: 'A Next.js app that takes payments with Checkout Kit',
};

export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="en">
      <head>
        {/* The card form's styles, so that the form rendered on the server paints as the kit draws it. */}
        <style dangerouslySetInnerHTML={{ __html: renderCardFormStyles() }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
