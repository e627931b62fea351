// A campaign's daily delivery as a line chart (issue 27 item 8: Chakra's charts over Recharts). Its own module,
// loaded only by LazyInsightsChart: Recharts is the largest library the app uses and no first load needs it.
import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_SERIES, formatAxisDay, formatCount, formatDay, seriesOf, type ChartDay } from './insights.ts';

const COLOURS = { reach: 'blue.solid', impressions: 'teal.solid', clicks: 'orange.solid', videoViews: 'purple.solid' } as const;

export default function InsightsChart({ days }: { days: ChartDay[] }) {
  const chart = useChart<ChartDay>({
    data: days,
    series: seriesOf(days).map((name) => ({ name, label: CHART_SERIES[name], color: COLOURS[name] })),
  });
  return (
    <Chart.Root chart={chart} maxH="sm" data-testid="insights-chart">
      <LineChart data={chart.data} margin={{ left: 10, right: 20, top: 10 }} responsive>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('date')} tickFormatter={formatAxisDay} stroke={chart.color('border')} />
        <YAxis tickLine={false} axisLine={false} tickFormatter={(v: number) => formatCount(v)} stroke={chart.color('border')} width={60} />
        <Tooltip cursor={false} animationDuration={100} labelFormatter={(label) => formatDay(String(label))} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((s) => (
          <Line key={s.name} type="monotone" isAnimationActive={false} dataKey={chart.key(s.name)} name={s.label as string}
            stroke={chart.color(s.color)} strokeWidth={2} dot={false} />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
