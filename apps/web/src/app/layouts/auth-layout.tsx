import { Outlet } from 'react-router';

/** The sign-in area (/auth): a bare outlet on the shop's sea backdrop (storefront.md section 2, Shell). */
export default function AuthLayout() {
  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-gradient-to-br from-sea-900 via-sea-800 to-teal-600 px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute -end-24 -top-24 h-80 w-80 rounded-full bg-teal-400/20 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-32 -start-20 h-96 w-96 rounded-full bg-coral-400/15 blur-3xl"
      />
      <div className="relative w-full max-w-md">
        <Outlet />
      </div>
    </main>
  );
}
