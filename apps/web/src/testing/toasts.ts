import { screen, within } from '@testing-library/react';

const region = () => screen.getByRole('region', { name: /Notifications/ });

/** The toast on screen (Radix renders each as a list item of the notifications region). */
export async function findToast() {
  return within(await screen.findByRole('region', { name: /Notifications/ })).findByRole(
    'listitem',
    {},
    { timeout: 2000 },
  );
}

/** The toasts on screen now. */
export function queryToasts() {
  return within(region()).queryAllByRole('listitem');
}
