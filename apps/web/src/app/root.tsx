import { Outlet, ScrollRestoration } from 'react-router';

/** Shell behaviours shared by every layout: scroll restoration (titles and overlays come with the shell). */
export default function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
