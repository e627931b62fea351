// /report/{shortId} (001 §7; issue 27 item 6, issue 29 item 4): one campaign's live report, without signing
// in — the customer's logo, its name, dates (DD/MM/YYYY, as the server formats them in the ad account's time
// zone), the listing's picture (hero image), the agents, the figures of 002 §3 (reach, clicks, CTR, video
// views, leads…), a chart of its days and what its ads show. An unknown or deleted link reads as not found.
import { Badge, Box, Card, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { useGetPublicReport, type ReportData } from '../../lib/api/generated/ads.ts';
import { StatusState } from '../../components/ErrorPages.tsx';
import { isNotFound, QueryState } from '../../components/QueryState.tsx';
import { AdPreviews } from './AdPreviews.tsx';
import { InsightFigures } from './InsightFigures.tsx';
import { chartDays } from './insights.ts';
import { LazyInsightsChart } from './LazyInsightsChart.tsx';
import { REPORT_TEXTS } from './messages.ts';

export function ReportPage() {
  const { shortId = '' } = useParams();
  const query = useGetPublicReport({ params: { path: { shortId } } });
  if (isNotFound(query.error)) return <StatusState code="404" heading={REPORT_TEXTS.title} text={REPORT_TEXTS.notFound} testId="not-found-state" />;
  return (
    <Container maxW="5xl" py="8">
      <QueryState query={query} noun="report">{(report) => <Report report={report} />}</QueryState>
    </Container>
  );
}

function Report({ report }: { report: ReportData }) {
  return (
    <Stack gap="6" data-testid="report">
      {report.headerLogo && <Image src={report.headerLogo} alt={REPORT_TEXTS.logoAlt} maxH="16" maxW="60" objectFit="contain" alignSelf="flex-start" data-testid="report-logo" />}
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm">{REPORT_TEXTS.title}</Text>
        <HStack gap="3" wrap="wrap">
          <Heading size="2xl" data-testid="report-name">{report.name}</Heading>
          <Badge colorPalette={report.isCompleted ? 'gray' : 'green'}>{report.isCompleted ? REPORT_TEXTS.completed : REPORT_TEXTS.running}</Badge>
        </HStack>
        <Text data-testid="report-dates">{report.startDate} – {report.endDate}</Text>
        {report.agents.length > 0 && <Text color="fg.muted">{REPORT_TEXTS.agents}: {report.agents.map((a) => a.name).join(', ')}</Text>}
      </Stack>
      {report.heroImage && (
        <Box maxH="sm" overflow="hidden" rounded="md"><Image src={report.heroImage} alt={report.name} w="full" objectFit="cover" data-testid="report-hero" /></Box>
      )}
      <InsightFigures insights={report.insights} leadsCount={report.leadsCount} currency={report.currency} />
      <Card.Root><Card.Body>
        <Stack gap="3">
          <Heading size="md">{REPORT_TEXTS.dailyHeading}</Heading>
          <LazyInsightsChart days={chartDays(report.daily)} />
        </Stack>
      </Card.Body></Card.Root>
      <AdPreviews previews={report.adPreviews} />
    </Stack>
  );
}
