// The overview's chart components as the ads context gives them (getOverviewComponents: keyed components, each
// `{ title, data: { type, values } }`, type lineBarChart, barChart, pieChart or lineChart), made into what the
// charts draw, apart from the drawing: the order, the day-and-month labels, the fixed colours (002 §9).
import type { OverviewComponents } from '../../lib/api/generated/ads.ts';
import { PIE_PALETTE } from './constants.ts';

export type ChartType = 'lineBarChart' | 'barChart' | 'pieChart' | 'lineChart';

export interface ChartComponent {
  key: string;
  title: string;
  type: ChartType;
  /** Points with the label as the chart shows it (a day as day and month). */
  values: { label: string; value?: number; line?: number; bar?: number; color?: string }[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day (YYYY-MM-DD) as day and month, '30 Nov'; any other label as it is. */
export function formatDayMonth(label: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month}` : label;
}

/** The components in the order the ads context lists them, each with its labels and (pie) colours. */
export function chartsOf(components: OverviewComponents['components'] | undefined): ChartComponent[] {
  if (!components) return [];
  return Object.entries(components).map(([key, component]) => {
    const { type, values } = component.data as { type: ChartType; values: ChartComponent['values'] };
    return {
      key, title: component.title, type,
      values: values.map((v, i) => ({
        ...v, label: formatDayMonth(v.label), ...(type === 'pieChart' ? { color: PIE_PALETTE[i % PIE_PALETTE.length] } : {}),
      })),
    };
  });
}

/**
 * Whether a chart has anything to draw: a day-by-day chart (line, line and bar) any day, even at zero (a quiet
 * range is worth seeing); a bar or pie chart a value above zero.
 */
export const hasData = (chart: ChartComponent): boolean =>
  chart.type === 'lineChart' || chart.type === 'lineBarChart'
    ? chart.values.length > 0
    : chart.values.some((v) => (v.value ?? 0) > 0);
