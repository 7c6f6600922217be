import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueTag } from './fixtures.ts';
import { E2E_OWNER } from '../playwright.config.ts';

/** The password of every staff account a journey creates. */
export const STAFF_PASSWORD = 'rahasia-e2e-1';

export type StaffRole = 'Admin' | 'Manager' | 'User';

/** Signs `request` in through the API: in a page's context the session cookie lands in its cookie jar. */
export async function signInThroughApi(
  request: APIRequestContext,
  baseURL: string,
  account: { username: string; password: string } = E2E_OWNER,
): Promise<void> {
  const login = await request.post('/auth/login', { data: account, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
}

/** Creates a staff account with `role` as the e2e owner, leaving `request` signed in as the owner. */
export async function createStaff(request: APIRequestContext, baseURL: string, role: StaffRole): Promise<string> {
  await signInThroughApi(request, baseURL);
  const username = `${role.toLowerCase()}-${uniqueTag()}`;
  const created = await request.post('/users/api/users/create', {
    data: { username, password: STAFF_PASSWORD, role },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return username;
}

/** Creates a staff account with `role` and signs the page's browser in with it. */
export async function signInAsNewStaff(page: Page, baseURL: string, role: StaffRole): Promise<string> {
  const request = page.context().request;
  const username = await createStaff(request, baseURL, role);
  await signInThroughApi(request, baseURL, { username, password: STAFF_PASSWORD });
  return username;
}

/** Types the account into the sign-in form on screen and sends it, as staff do. */
export async function signInWithForm(page: Page, username: string, password = STAFF_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}
