/**
 * Counts the page's own tasks while work goes on: a posted message that posts itself again. Posted
 * messages run in order, so one posted before the work runs as soon as the work yields with an
 * ordinary task; a timer could wait behind several of them.
 */
export function countPageTurns(): {readonly count: number; stop(): void} {
  const channel = new MessageChannel();
  const turns = {count: 0, stop: () => channel.port1.close()};
  channel.port1.onmessage = () => {
    turns.count++;
    channel.port2.postMessage(undefined);
  };
  channel.port2.postMessage(undefined);
  return turns;
}
