/**
 * Whether the keyboard focus has nowhere useful to be: on the page body, or still on a control
 * that was disabled or taken out of the page (browsers differ in where they leave it then).
 * Screens that move the focus after an action do so only when it is lost, never away from a
 * control the person has since moved to.
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    (active instanceof HTMLButtonElement && active.disabled)
  );
}
