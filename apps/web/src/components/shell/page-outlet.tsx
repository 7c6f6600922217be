import { Suspense } from 'react';
import { Outlet } from 'react-router';

/**
 * The layout's page, in a Suspense boundary of its own: a component that waits for words its page did not
 * declare suspends, and the layout (header, menu, footer) then stays on screen and answers, where without a
 * boundary React would suspend the whole root.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
