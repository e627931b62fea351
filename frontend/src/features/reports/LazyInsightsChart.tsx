// The insights chart, its code (Recharts) fetched when a page first shows one, so the first load stays within
// its budget (frontend/bundle/dist-budget.check.ts). A campaign without days yet says so instead of an empty chart.
import { lazy, Suspense } from 'react';
import { Skeleton, Text } from '@chakra-ui/react';
import type { ChartDay } from './insights.ts';
import { REPORT_TEXTS } from './messages.ts';

const InsightsChart = lazy(() => import('./InsightsChart.tsx'));

export function LazyInsightsChart({ days }: { days: ChartDay[] }) {
  if (days.length === 0) return <Text color="fg.muted" data-testid="insights-chart-empty">{REPORT_TEXTS.noDays}</Text>;
  return (
    <Suspense fallback={<Skeleton height="xs" />}>
      <InsightsChart days={days} />
    </Suspense>
  );
}
