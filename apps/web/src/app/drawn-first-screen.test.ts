import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusThroughFirstRender } from './drawn-first-screen';

const page = (label: string) =>
  `<div><a href="#main-content">Skip</a><nav><a class="hidden" href="/">Home</a><a href="/">Home</a></nav><main id="main-content" tabindex="-1">${label}</main></div>`;

function drawnPage() {
  const container = document.createElement('div');
  container.innerHTML = page('drawn');
  document.body.append(container);
  return container;
}

/** As React's first commit does: the drawing goes, the app's page comes. */
async function render(container: HTMLElement) {
  container.replaceChildren();
  container.insertAdjacentHTML('beforeend', page('app'));
  await new Promise((resolve) => setTimeout(resolve));
}

describe('keepFocusThroughFirstRender', () => {
  // jsdom lays nothing out: every element is on screen except those marked hidden.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (
    this: HTMLElement,
  ) {
    return { length: this.classList.contains('hidden') ? 0 : 1 } as DOMRectList;
  });
  afterEach(() => document.body.replaceChildren());

  it('moves the focus to the link the app draws in place of the one focused', async () => {
    const container = drawnPage();
    keepFocusThroughFirstRender(container);
    container.querySelectorAll('a')[2]!.focus();
    await render(container);
    expect(document.activeElement).toBe(container.querySelectorAll('a')[2]);
  });

  it('finds an element by its id, focused before the script began to watch', async () => {
    const container = drawnPage();
    container.querySelector('main')!.focus();
    keepFocusThroughFirstRender(container);
    await render(container);
    expect(document.activeElement).toBe(container.querySelector('main'));
    expect(document.activeElement?.textContent).toBe('app');
  });

  it('leaves the focus alone when nothing of the drawing had it, or it moved on', async () => {
    const container = drawnPage();
    const outside = document.createElement('button');
    document.body.append(outside);
    keepFocusThroughFirstRender(container);
    await render(container);
    expect(document.activeElement).toBe(document.body);

    const again = drawnPage();
    keepFocusThroughFirstRender(again);
    again.querySelector('a')!.focus();
    outside.focus();
    await render(again);
    expect(document.activeElement).toBe(outside);
  });
});
