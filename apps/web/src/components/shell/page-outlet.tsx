import { Suspense } from 'react';
import { Outlet } from 'react-router';

/**
 * The layout's page, in a Suspense boundary of its own: a component that waits for words its page did not
 * declare suspends, and in Preact (the browser's runtime, decision 019) a suspension with no boundary above
 * it is an error, where React suspended the whole root.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
