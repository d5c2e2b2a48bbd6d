import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Checkout Kit on Next.js',
  description: 'A Next.js app that takes payments with Checkout Kit',
};

export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
