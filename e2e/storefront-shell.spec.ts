import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';

// The storefront's shell from the keyboard and on a phone (a customer walk): the skip link, Escape on the
// mobile menu, the header's cart dropdown and the shop's dialogs handing the focus on, the scroll-to-top
// button beside the content rather than over it, and toasts in the shop's font.

/** Adds `product` from the product list; returns its card's add button. */
async function addFromList(page: Page, { productName }: { productName: string }): Promise<Locator> {
  await page.goto(`/public/products?q=${encodeURIComponent(productName)}`);
  const add = page
    .getByTestId('product-card')
    .filter({ hasText: productName })
    .getByRole('button', { name: '+ Keranjang' });
  await add.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return add;
}

test('the first Tab stop is a skip link, shown while focused, that takes the focus to the page’s content', async ({
  page,
}) => {
  await page.goto('/public/products');
  const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/public\/products$/);
  // The next Tab goes into the page itself, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('on a phone, Escape closes the mobile menu and gives the focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  await page.goto('/public/home');
  const open = page.getByRole('button', { name: 'Buka menu' });
  await open.click();
  const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Beranda' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
});

test('the header’s cart takes the focus when it opens, closes when Tab leaves it, and Escape gives the focus back', async ({
  page,
}) => {
  await page.goto('/public/home');
  const cart = page.getByRole('button', { name: /^Buka keranjang/ });
  await cart.focus();
  await page.keyboard.press('Enter');
  const dropdown = page.getByRole('dialog', { name: 'Keranjang Belanja' });
  await expect(dropdown).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(cart).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dropdown).toBeFocused();
  // Through its close button and its two links, then out of it.
  for (const name of ['Tutup keranjang', 'Lihat Keranjang', 'Checkout']) {
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole(name === 'Tutup keranjang' ? 'button' : 'link', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(dropdown).toBeHidden();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

testWithProduct(
  'a closed dialog gives the focus back to the button that opened it, or to the page’s heading when it is gone',
  async ({ page, product }) => {
    // The added-to-cart dialog, closed by Escape.
    const add = await addFromList(page, product);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(add).toBeFocused();

    // Its first button opens the header's cart, which keeps the focus. The dialog closes itself 3 s after it
    // opens unless the pointer is on it; under load it did so while the press waited for it to settle, so the
    // visitor adds again and presses once more.
    const added = page.getByRole('dialog', { name: 'Berhasil Ditambahkan!' });
    await expect(async () => {
      if (!(await added.isVisible())) await add.click();
      await added.getByRole('button').first().click({ timeout: 5_000 });
    }).toPass();
    await expect(page.getByRole('dialog', { name: 'Keranjang Belanja' })).toBeFocused();
    // The closed dialog hands the focus back on a timer queued as it closed: once that has run, it must not
    // have taken the focus from the cart.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect(page.getByRole('dialog', { name: 'Keranjang Belanja' })).toBeFocused();

    // The cart page's 'Hapus produk?', cancelled.
    await page.goto('/public/cart');
    const remove = page.getByRole('button', { name: /^Hapus / }).first();
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Hapus produk?' });
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();

    // Confirmed, the button is gone with its line: the page's heading takes the focus, not the document's start
    // (here the last line, so the cart now says it is empty).
    await remove.click();
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Keranjang Anda kosong' })).toBeVisible();
  },
);

testWithProduct('toasts are written in the shop’s font', async ({ page, product }) => {
  await addFromList(page, product);
  await page.keyboard.press('Escape');
  await page.goto('/public/cart');
  await page
    .getByRole('button', { name: /^Hapus / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Hapus produk?' }).getByRole('button', { name: 'Hapus', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'dihapus dari keranjang' });
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Plus Jakarta Sans/);
});

for (const width of [360, 390]) {
  test(`on a ${width} px phone the scroll-to-top button leaves the end of the page readable`, async ({ page }) => {
    await page.setViewportSize({ width, height: 780 });
    for (const path of ['/public/home', '/public/products']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const up = page.getByRole('button', { name: 'Kembali ke atas' });
      await expect(up).toBeVisible();
      await expect(up).toHaveCSS('opacity', '1');
      // The copyright line's text, not its full-width box.
      const covered = await up.evaluate((button) => {
        const b = button.getBoundingClientRect();
        const footer = document.querySelector('footer');
        const walker = document.createTreeWalker(footer!, NodeFilter.SHOW_TEXT);
        const hidden: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
              hidden.push(node.textContent.trim());
            }
          }
        }
        return hidden;
      });
      expect(covered, `${path}: text under the button`).toEqual([]);
    }
  });
}
