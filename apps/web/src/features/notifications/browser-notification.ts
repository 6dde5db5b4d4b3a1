/**
 * Spec section 8: a browser notification when the student has allowed them, and a request for
 * permission while they have not decided. `tag` lets a repeat replace the earlier one.
 */
export function showBrowserNotification(title: string, body: string, tag: string) {
  if (!('Notification' in window)) return;
  const show = () => {
    try {
      new Notification(title, { body, tag });
    } catch {
      // Mobile Chrome allows notifications only from a service worker; the toast and bell remain.
    }
  };
  if (Notification.permission === 'granted') show();
  else if (Notification.permission === 'default')
    // Older Safari answers through a callback and returns nothing, hence Promise.resolve.
    void Promise.resolve(Notification.requestPermission()).then(
      (permission) => permission === 'granted' && show(),
      () => {},
    );
}
