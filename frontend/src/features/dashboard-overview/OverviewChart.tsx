// One overview component drawn with Chakra's charts over Recharts (002 §2 overview, §9 fixed palettes, day and
// month): lineBarChart as bars with a line on its own axis, barChart as horizontal bars (the labels are
// campaign names), pieChart with a legend, lineChart as a line. Recharts loads with the overview tab's chunk only.
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartComponent } from './charts.ts';
import { PIE_PALETTE, SERIES_PALETTE } from './constants.ts';
import { SERIES_LABELS } from './messages.ts';

type Point = ChartComponent['values'][number];
const countFormat = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 2 });
const formatValue = (v: unknown) => (typeof v === 'number' ? countFormat.format(v) : String(v));

export default function OverviewChart({ chart: component }: { chart: ChartComponent }) {
  const labels = SERIES_LABELS[component.key] ?? {};
  const series = component.type === 'lineBarChart'
    ? [{ name: 'bar' as const, label: labels.bar ?? 'Bar', color: SERIES_PALETTE.bar }, { name: 'line' as const, label: labels.line ?? 'Line', color: SERIES_PALETTE.line }]
    : [{ name: 'value' as const, label: labels.value ?? component.title, color: SERIES_PALETTE.value }];
  const chart = useChart<Point>({ data: component.values, series });
  const grid = <CartesianGrid stroke={chart.color('border')} vertical={false} />;
  const tooltip = <Tooltip cursor={false} animationDuration={100} formatter={formatValue} content={<Chart.Tooltip />} />;
  const legend = <Legend content={<Chart.Legend />} />;

  if (component.type === 'pieChart') {
    return (
      <Chart.Root chart={chart} boxSize="64" mx="auto" data-testid={`overview-chart-${component.key}`} data-type="pieChart">
        <PieChart responsive>
          <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip hideLabel />} />
          <Legend content={<Chart.Legend />} />
          <Pie isAnimationActive={false} data={chart.data} dataKey={chart.key('value')} nameKey="label" outerRadius="80%">
            {chart.data.map((point, i) => <Cell key={point.label} fill={chart.color(point.color ?? PIE_PALETTE[i % PIE_PALETTE.length])} />)}
          </Pie>
        </PieChart>
      </Chart.Root>
    );
  }
  if (component.type === 'barChart') {
    return (
      <Chart.Root chart={chart} maxH="sm" data-testid={`overview-chart-${component.key}`} data-type="barChart">
        <BarChart data={chart.data} layout="vertical" margin={{ left: 10, right: 20 }} responsive>
          <CartesianGrid stroke={chart.color('border')} horizontal={false} />
          <XAxis type="number" tickFormatter={formatValue} stroke={chart.color('border')} />
          <YAxis type="category" dataKey={chart.key('label')} width={140} tickLine={false} stroke={chart.color('border')} />
          {tooltip}
          {chart.series.map((s) => (
            <Bar key={s.name} isAnimationActive={false} dataKey={chart.key(s.name)} name={s.label as string} fill={chart.color(s.color)} />
          ))}
        </BarChart>
      </Chart.Root>
    );
  }
  if (component.type === 'lineBarChart') {
    return (
      <Chart.Root chart={chart} maxH="sm" data-testid={`overview-chart-${component.key}`} data-type="lineBarChart">
        <ComposedChart data={chart.data} margin={{ left: 10, right: 10, top: 10 }} responsive>
          {grid}
          <XAxis dataKey={chart.key('label')} stroke={chart.color('border')} />
          <YAxis yAxisId="bar" tickFormatter={formatValue} tickLine={false} axisLine={false} stroke={chart.color('border')} width={60} />
          <YAxis yAxisId="line" orientation="right" tickFormatter={formatValue} tickLine={false} axisLine={false} stroke={chart.color('border')} width={50} />
          {tooltip}
          {legend}
          <Bar yAxisId="bar" isAnimationActive={false} dataKey={chart.key('bar')} name={series[0]!.label} fill={chart.color(SERIES_PALETTE.bar)} />
          <Line yAxisId="line" isAnimationActive={false} type="monotone" dataKey={chart.key('line')} name={series[1]!.label}
            stroke={chart.color(SERIES_PALETTE.line)} strokeWidth={2} dot={false} />
        </ComposedChart>
      </Chart.Root>
    );
  }
  return (
    <Chart.Root chart={chart} maxH="sm" data-testid={`overview-chart-${component.key}`} data-type="lineChart">
      <LineChart data={chart.data} margin={{ left: 10, right: 20, top: 10 }} responsive>
        {grid}
        <XAxis dataKey={chart.key('label')} stroke={chart.color('border')} />
        <YAxis tickFormatter={formatValue} tickLine={false} axisLine={false} stroke={chart.color('border')} width={50} />
        {tooltip}
        {chart.series.map((s) => (
          <Line key={s.name} isAnimationActive={false} type="monotone" dataKey={chart.key(s.name)} name={s.label as string}
            stroke={chart.color(s.color)} strokeWidth={2} dot={false} />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
