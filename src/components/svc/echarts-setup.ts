/**
 * The echarts build used by `<svc-chart>`: only the parts it draws with. Loaded with a dynamic
 * `import()` on the first chart that has data, so a page without charts never downloads echarts;
 * bundlers (and the test runner's bundle plugin) emit it as its own chunk.
 */
import * as echarts from 'echarts/core';
import {BarChart, LineChart, PieChart} from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import {SVGRenderer} from 'echarts/renderers';

echarts.use([
  PieChart,
  BarChart,
  LineChart,
  TitleComponent,
  TooltipComponent,
  LegendComponent,
  GridComponent,
  DatasetComponent,
  SVGRenderer,
]);

export {echarts};

/** The echarts API as `<svc-chart>` uses it. */
export type Echarts = typeof echarts;
