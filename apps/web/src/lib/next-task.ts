/**
 * Resolves in a task of its own: work after `await nextTask()` lets the browser paint and answer
 * input first. A message, not a timer, so a tab opened in the background is not held back by the
 * browser's throttling of timers there.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
