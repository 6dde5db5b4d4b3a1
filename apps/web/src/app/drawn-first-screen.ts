/**
 * The server may send a page already drawn (docs/decisions/021-drawn-first-screen.md): its
 * header links, tabs and skip link can take the focus before the scripts arrive. React's first
 * render replaces them with its own; a person who had tabbed into the drawing keeps their place:
 * the focus moves to the element the app draws in its stead (the same id, or the same kind of
 * element with the same link and text, on screen).
 */
export function keepFocusThroughFirstRender(container: HTMLElement) {
  const drawing = container.firstElementChild;
  if (!drawing) return;
  // The person may have tabbed in before this script arrived.
  let focused = container.contains(document.activeElement) ? document.activeElement : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  container.addEventListener('focusin', onFocusIn);
  const observer = new MutationObserver(() => {
    if (drawing.isConnected) return;
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
    if (!focused || document.activeElement !== document.body) return;
    counterpart(container, focused)?.focus();
  });
  observer.observe(container, { childList: true });
}

function counterpart(container: HTMLElement, drawn: Element): HTMLElement | null {
  if (drawn.id) return document.getElementById(drawn.id);
  const href = drawn.getAttribute('href');
  return (
    [...container.querySelectorAll<HTMLElement>(drawn.tagName)].find(
      (element) =>
        element.getAttribute('href') === href &&
        element.textContent === drawn.textContent &&
        element.getClientRects().length > 0,
    ) ?? null
  );
}
