import { test, expect, expectAccessible, testExpectingStatus, uniqueTag } from './fixtures.ts';
import { createStaff, signInWithForm } from './staff.ts';
import { E2E_OWNER } from '../playwright.config.ts';

/** A wrong password is answered 401; that answer is expected in the test that provokes it. */
const testExpecting401 = testExpectingStatus(401);

testExpecting401('a wrong password shows the message and signs nobody in', async ({ page }) => {
  await page.goto('/auth/login');
  await signInWithForm(page, E2E_OWNER.username, 'bukan-password-ini');
  await expect(page.getByRole('alert')).toHaveText('Username atau password salah.');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectAccessible(page);
});

test('signing in lands on the dashboard', async ({ page }) => {
  await page.goto('/auth/login');
  await signInWithForm(page, E2E_OWNER.username, E2E_OWNER.password);
  await expect(page).toHaveURL(/\/app\/LandingLaporan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  await expect(page.getByText('Pesanan hari ini')).toBeVisible();
  await expect(page.getByRole('img', { name: /Pendapatan per hari selama 30 hari terakhir/ })).toBeVisible();
  await expectAccessible(page);
});

test('a deep link while signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/app/orders?from=deep-link');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fapp%2Forders%3Ffrom%3Ddeep-link$/);
  await signInWithForm(page, E2E_OWNER.username, E2E_OWNER.password);
  await expect(page).toHaveURL(/\/app\/orders\?from=deep-link$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
});

// Found by a walk through the back office: screens said 'try again' for ever once the session had ended.
testExpecting401(
  'a session that ends while a screen is open leads to sign-in, then back to the screen',
  async ({ page }) => {
    await page.goto('/auth/login?next=/app/product');
    await signInWithForm(page, E2E_OWNER.username, E2E_OWNER.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Produk' })).toBeVisible();

    // As when the visitor signs out in another tab, or the session expires.
    await page.context().clearCookies({ name: 'crabclaw_session' });
    await page.getByRole('navigation').getByRole('link', { name: 'Pesanan' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fapp%2Forders$/);
    await signInWithForm(page, E2E_OWNER.username, E2E_OWNER.password);
    await expect(page).toHaveURL(/\/app\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  },
);

test('customizer choices survive a reload and apply before the first paint', async ({ page, consoleErrors }) => {
  await page.goto('/auth/login?next=/app/LandingLaporan');
  await signInWithForm(page, E2E_OWNER.username, E2E_OWNER.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();

  await page.getByRole('button', { name: 'Atur tampilan' }).click();
  const panel = page.getByRole('dialog', { name: 'Pengaturan tampilan' });
  await panel.getByText('Gelap', { exact: true }).click();
  await panel.getByText('Kanan ke kiri').click();
  await panel.getByText('Horizontal').click();
  await panel.getByText('Berbingkai').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.keyboard.press('Escape');

  // What <html> looks like when <body> starts: after the inline head script, before the app runs.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.body) return;
      (window as unknown as { firstPaint: string }).firstPaint =
        `${document.documentElement.className}|${document.documentElement.dir}`;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const reloaded = await page.reload();
  expect(await page.evaluate(() => (window as unknown as { firstPaint: string }).firstPaint)).toBe('dark|rtl');
  // The inline scripts (the theme's, the rendered page's code loader) run by their hashes in the CSP, not
  // because inline scripts are allowed.
  expect(reloaded?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
  expect(consoleErrors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Atur tampilan' }).click();
  await expect(panel.getByRole('radio', { name: 'Horizontal' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Berbingkai' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Gelap' })).toBeChecked();
});

test('a Manager is sent away from the owners-only customers area', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const manager = await createStaff(api, baseURL!, 'Manager');
  await api.dispose();

  await page.goto('/app/customer');
  await signInWithForm(page, manager);
  await expect(page).toHaveURL(/\/app\/LandingLaporan$/);
  await expect(page.getByRole('link', { name: 'Pelanggan' })).toHaveCount(0);
  await page.goto('/app/marketing');
  await expect(page).toHaveURL(/\/app\/LandingLaporan$/);
});

test('an Admin creates an account, seeing the validation messages first', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const admin = await createStaff(api, baseURL!, 'Admin');
  await api.dispose();

  await page.goto('/auth/login?next=/app/akun');
  await signInWithForm(page, admin);
  await page.getByRole('link', { name: 'Tambah Akun' }).click();
  await expect(page).toHaveURL(/\/app\/akun\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Akun Baru' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Simpan Akun' });
  await expect(save).toBeDisabled();

  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password', { exact: true });
  const role = page.getByLabel('Role');
  await username.focus();
  await password.focus();
  await expect(page.getByText('Username wajib diisi')).toBeVisible();
  await username.fill('ab');
  await expect(page.getByText('Username minimal 3 karakter')).toBeVisible();
  await password.fill('123');
  await role.focus();
  await expect(page.getByText('Password minimal 6 karakter')).toBeVisible();
  await username.focus();
  await expect(page.getByText('Role wajib dipilih')).toBeVisible();
  await expect(role.locator('option').first()).toHaveText('Pilih Role');
  await expect(save).toBeDisabled();

  const newUser = `kasir-${uniqueTag()}`;
  await username.fill(newUser);
  await password.fill('rahasia-123');
  await page.getByRole('button', { name: 'Tampilkan password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await role.selectOption('User');
  await expect(save).toBeEnabled();
  await save.click();

  const dialog = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(dialog).toContainText('Akun berhasil ditambahkan');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/akun$/);
  await expect(page.getByRole('row', { name: new RegExp(newUser) })).toBeVisible();
});

test('signing out ends the session on the server', async ({ page, playwright, baseURL }) => {
  await page.goto('/auth/login');
  await signInWithForm(page, E2E_OWNER.username, E2E_OWNER.password);
  await expect(page).toHaveURL(/\/app\/LandingLaporan$/);
  const [session] = (await page.context().cookies()).filter((cookie) => cookie.name === 'crabclaw_session');
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('crabclaw_session');

  // The back office is left before the session ends, so none of its polls can ask after that: where the page
  // stood when it asked the server to sign out, and every back-office call from then on.
  const afterSignOut: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/auth/logout') afterSignOut.push(`sign-out from ${new URL(page.url()).pathname}`);
    else if (afterSignOut.length > 0 && pathname.startsWith('/api/admin')) afterSignOut.push(pathname);
  });
  const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/logout');
  await page.getByRole('button', { name: /Menu e2e-owner/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/public\/home$/);
  expect((await signedOut).ok()).toBe(true);
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(afterSignOut).toEqual(['sign-out from /public/home']);

  const oldCookie = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `crabclaw_session=${session!.value}` },
  });
  const me = await oldCookie.get('/auth/me');
  expect(await me.json()).toEqual({ user: null });
  await oldCookie.dispose();

  await page.goto('/app/LandingLaporan');
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
});
