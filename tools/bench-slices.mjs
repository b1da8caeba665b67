// Sliced building in headless Chromium: the longest main-thread task while a large surface
// builds (long tasks and the rendering of long animation frames: watchLongTaskList in bench/settle.ts),
// Usage: node tools/bench-slices.mjs [runs=3] [shape…]
import {openBench, median, printTable} from './bench/browser.mjs';

const runs = Number(process.argv[2] ?? 3);
const {page, close} = await openBench(new URL('./bench/slices-page.ts', import.meta.url).pathname);
try {
  const all = await page.evaluate(() => globalThis.bench.shapes);
  const shapes = process.argv.length > 3 ? process.argv.slice(3) : all;
  const rows = [];
  for (const shape of shapes) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(await page.evaluate((name) => globalThis.bench.run(name), shape));
    }
    const pick = (key) => median(results.map((result) => result[key])).toFixed(1);
    rows.push([`${shape}: first slice (updateComplete)`, pick('firstSlice'), 'ms']);
    rows.push([`${shape}: settled (rendered + frame)`, pick('settled'), 'ms']);
    rows.push([`${shape}: longest task`, pick('longestTask'), 'ms']);
    rows.push([`${shape}: tasks over 50 ms`, pick('longTasks'), '']);
    rows.push([`${shape}: elements`, pick('elements'), '']);
  }
  printTable(`Sliced building (median of ${runs})`, rows);
} finally {
  await close();
}
