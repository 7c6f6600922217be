import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Home with the page's clock in the test's hands and auto-play just started on the first slide, at a known
 * time: loaded without motion (so nothing plays yet), then the clock stops and motion is allowed. The progress
 * bar's CSS animation runs on the page's real time, not the test's clock: its play state is what a test reads.
 * `at(n)` is the counter's text on slide n: how many slides there are is the shop's, which journeys beside this
 * one may add to before the page loads, but not while it is open.
 */
export async function openHomeCarouselOnClock(page: Page) {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/public/home');
  const carousel = page.getByRole('region', { name: 'Promo unggulan' });
  const counter = carousel.getByTestId('slide-counter');
  const progressState = () =>
    carousel.getByTestId('slide-progress').evaluate((bar) => getComputedStyle(bar).animationPlayState);
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const slides = Number((await counter.textContent())!.split(' / ')[1]);
  const at = (slide: number) => `${slide} / ${slides}`;
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(carousel.getByRole('button', { name: 'Jeda putar otomatis' })).toBeVisible();
  await expect.poll(progressState).toBe('running');
  return { carousel, counter, progressState, at };
}

/** The carousel's slide titles in the order it shows them, the hidden slides' included. */
export function slideTitles(carousel: Locator): Promise<string[]> {
  return carousel.locator('[aria-roledescription="slide"] h2').allTextContents();
}

/** Turns the carousel to the slide titled `title` with its dot, as a visitor would, wherever it sits. */
export async function showSlideTitled(carousel: Locator, title: string, goTo = (slide: number) => `Ke slide ${slide}`) {
  await expect.poll(() => slideTitles(carousel)).toContain(title);
  const slide = (await slideTitles(carousel)).indexOf(title) + 1;
  await carousel.getByRole('button', { name: goTo(slide) }).click();
  await expect(carousel.getByRole('heading', { name: title })).toBeVisible();
}
