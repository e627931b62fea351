// A campaign's delivery in figures (002 §3: reach, clicks, CTR, video views, cost per view, leads; impressions
// and, for staff, spend), shared by the public report and the campaign's page.
import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { InsightTotals } from '../../lib/api/generated/ads.ts';
import { formatCostPerView, formatCount, formatCtr, formatMajor } from './insights.ts';
import { FIGURE_LABELS } from './messages.ts';

export function InsightFigures({ insights, leadsCount, currency, spend }: {
  insights: InsightTotals; leadsCount: number; currency: string;
  /** Spend in major units: staff only (the public report reveals no money but cost per view). */
  spend?: number;
}) {
  const figures: [keyof typeof FIGURE_LABELS, string][] = [
    ['reach', formatCount(insights.reach)],
    ['impressions', formatCount(insights.impressions)],
    ['clicks', formatCount(insights.clicks)],
    ['ctr', formatCtr(insights.ctr)],
    ['videoViews', formatCount(insights.videoViews)],
    ['costPerVideoView', formatCostPerView(insights.costPerVideoView, currency)],
    ['leads', formatCount(leadsCount)],
  ];
  if (spend !== undefined) figures.push(['spend', formatMajor(spend, currency)]);
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" data-testid="insight-figures">
      {figures.map(([key, value]) => (
        <Stat.Root key={key} borderWidth="1px" rounded="md" p="3" data-testid={`figure-${key}`}>
          <Stat.Label>{FIGURE_LABELS[key]}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
