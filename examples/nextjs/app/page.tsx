import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>Teh tarik, RM 3.50</h1>
      <Link href="/checkout">Pay</Link>
    </main>
  );
}
