/** Runs `then` in a later task, after the page has had its turn (input, scrolling, painting). */
export function nextSlice(then: () => void): void {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') {
    scheduler.yield().then(then, then);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(undefined);
}
