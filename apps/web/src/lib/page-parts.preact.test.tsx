import { useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { PagePart, nextTask, startPageInParts, whenHydrated } from './page-parts.tsx';

// What React's server writes for the page below: each part in its Suspense boundary's comments.
const SERVER_HTML =
  '<header><button>menu</button></header><!--$--><section><button>first</button></section><!--/$-->' +
  '<!--$--><footer><button>second</button></footer><!--/$-->';

let hydrated: string[];
let pressed: string[];

function Button({ name }: { name: string }) {
  useLayoutEffect(() => void hydrated.push(name), [name]);
  return <button onClick={() => pressed.push(name)}>{name}</button>;
}

function Page() {
  return (
    <>
      <header>
        <Button name="menu" />
      </header>
      <PagePart>
        <section>
          <Button name="first" />
        </section>
      </PagePart>
      <PagePart>
        <footer>
          <Button name="second" />
        </footer>
      </PagePart>
    </>
  );
}

function serverPage(): { root: HTMLElement; buttons: HTMLButtonElement[] } {
  const root = document.createElement('div');
  root.innerHTML = SERVER_HTML;
  document.body.replaceChildren(root);
  return { root, buttons: [...root.querySelectorAll('button')] };
}

const button = (name: string) => [...document.querySelectorAll('button')].find((each) => each.textContent === name)!;

/** What has hydrated (or rendered), seen from a task of the test's between the page's tasks. */
async function partsTaskByTask(): Promise<string[]> {
  const seen = [hydrated.join()];
  let done = false;
  void whenHydrated().then(() => (done = true));
  while (!done) {
    await nextTask();
    if (seen.at(-1) !== hydrated.join()) seen.push(hydrated.join());
  }
  return seen;
}

beforeEach(() => {
  hydrated = [];
  pressed = [];
});

describe('PagePart', () => {
  it('hydrates the page first, then each part in a task of its own, keeping the server’s elements', async () => {
    const { root, buttons } = serverPage();
    startPageInParts();
    hydrateRoot(root, <Page />);
    expect(await partsTaskByTask()).toEqual(['menu', 'menu,first', 'menu,first,second']);
    expect([...root.querySelectorAll('button')]).toEqual(buttons);
    expect(root.innerHTML.replaceAll(/<!--.*?-->/g, '')).toBe(SERVER_HTML.replaceAll(/<!--.*?-->/g, ''));
    button('second').click();
    expect(pressed).toEqual(['second']);
  });

  it('hydrates every part still waiting when the visitor presses anywhere, before the next task', async () => {
    const { root } = serverPage();
    startPageInParts();
    hydrateRoot(root, <Page />);
    button('menu').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // The microtasks after the press, no task: what a browser runs before the press's click arrives.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(hydrated).toEqual(['menu', 'first', 'second']);
    await whenHydrated();
  });

  it('brings a part that began while the last one came (a quick navigation) once the first page is done', async () => {
    const { root } = serverPage();
    startPageInParts();
    hydrateRoot(root, <Page />);
    while (!hydrated.includes('second')) await nextTask();
    const next = document.createElement('div');
    document.body.append(next);
    createRoot(next).render(
      <PagePart>
        <p>
          <Button name="next page" />
        </p>
      </PagePart>,
    );
    await whenHydrated();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(hydrated).toContain('next page');
  });

  it('renders a part at once outside the page’s hydration', async () => {
    await whenHydrated();
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    hydrateRoot(root, <Page />);
    expect(hydrated).toEqual(['menu', 'first', 'second']);
  });
});
