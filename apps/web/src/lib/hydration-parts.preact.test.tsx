import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { HydrationPart, nextTask, startHydrationInParts, whenHydrated } from './hydration-parts.tsx';

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
      <HydrationPart>
        <section>
          <Button name="first" />
        </section>
      </HydrationPart>
      <HydrationPart>
        <footer>
          <Button name="second" />
        </footer>
      </HydrationPart>
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

beforeEach(() => {
  hydrated = [];
  pressed = [];
});

describe('HydrationPart', () => {
  it('hydrates the page first, then each part in a task of its own, keeping the server’s elements', async () => {
    const { root, buttons } = serverPage();
    startHydrationInParts();
    hydrateRoot(root, <Page />);
    // What has hydrated, seen from a task of the test's between the page's tasks.
    const seen = [hydrated.join()];
    let done = false;
    void whenHydrated().then(() => (done = true));
    while (!done) {
      await nextTask();
      if (seen.at(-1) !== hydrated.join()) seen.push(hydrated.join());
    }
    expect(seen).toEqual(['menu', 'menu,first', 'menu,first,second']);
    expect([...root.querySelectorAll('button')]).toEqual(buttons);
    expect(root.innerHTML.replaceAll(/<!--.*?-->/g, '')).toBe(SERVER_HTML.replaceAll(/<!--.*?-->/g, ''));
    button('second').click();
    expect(pressed).toEqual(['second']);
  });

  it('hydrates every part still waiting when the visitor presses anywhere, before the next task', async () => {
    const { root } = serverPage();
    startHydrationInParts();
    hydrateRoot(root, <Page />);
    button('menu').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // The microtasks after the press, no task: what a browser runs before the press's click arrives.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(hydrated).toEqual(['menu', 'first', 'second']);
    await whenHydrated();
  });

  it('renders a part at once outside the page’s hydration', async () => {
    await whenHydrated();
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    hydrateRoot(root, <Page />);
    expect(hydrated).toEqual(['menu', 'first', 'second']);
  });
});
