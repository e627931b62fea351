// The index's overview tab (002 §2 `?tab=overview` or `status`, §5, §6, §7, §8, §9): the ads context's overview
// components (getOverviewComponents, scoped by the server to what the user reaches; never a customerId here) as
// line, bar and pie charts with fixed palettes and day-and-month labels, over a date range (three months back by
// default; ./dateRange.ts of the orders tab), an office and, for the roles in enableOverviewSearchRoles, an agent
// found by name. The digital investment (the total price of the orders in the same range and office, with tax
// for the roles in enableOrdersTaxInclusionRoles, as the orders tab totals it) shows only for the roles in
// enableDigitalInvestmentDisplayRoles. A failed load shows the dialog 'Something went wrong!' / 'Failed to fetch
// data, please contact us if this persists.'.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useGetOverviewComponents } from '../../lib/api/generated/ads.ts';
import { useListOffices } from '../../lib/api/generated/customer.ts';
import { useListOrders } from '../../lib/api/generated/order.ts';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { listParams } from '../../lib/api/lists.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { Page } from '../../components/Page.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { calendarRangeOf, initialRange, isoDay, overviewDateQuery, OVERVIEW_DEFAULT_BACK, type DayRange } from '../dashboard-orders/dateRange.ts';
import { DateRangeFields } from '../dashboard-orders/DateRangeFields.tsx';
import { formatTotals } from '../dashboard-orders/ordersView.ts';
import { AgentSearch, type ChosenAgent } from './AgentSearch.tsx';
import { chartsOf, hasData } from './charts.ts';
import { OFFICE_PICKER_LIMIT } from './constants.ts';
import { OVERVIEW_MESSAGES, OVERVIEW_TEXTS as T } from './messages.ts';

const OverviewChart = lazy(() => import('./OverviewChart.tsx'));
/** The smallest page the orders list gives: only its total is read. */
const INVESTMENT_PAGE = { page: 1, limit: 25 } as const;

export function OverviewTab() {
  const { dashboard, roleIn, contactLabel } = useDashboard();
  const dialogs = useDialogs();
  const controls = dashboard?.config.controls;
  const calendar = calendarRangeOf(controls);
  const [today] = useState(() => isoDay(new Date()));
  const [range, setRange] = useState<DayRange>(() => initialRange(today, OVERVIEW_DEFAULT_BACK));
  const [officeId, setOfficeId] = useState('');
  const [agent, setAgent] = useState<ChosenAgent | null>(null);
  const maySearch = roleIn(controls?.enableOverviewSearchRoles);
  const showInvestment = roleIn(controls?.enableDigitalInvestmentDisplayRoles);
  const withTax = roleIn(controls?.enableOrdersTaxInclusionRoles);

  const dates = overviewDateQuery(range, today, calendar);
  // Its own failure is this page's dialog (002 §8), not the error catalogue's navigation.
  const query = useGetOverviewComponents(dashboard
    ? { params: { query: listParams({ ...dates, officeId, agentId: maySearch ? agent?.id : undefined }) }, ...optOut() }
    : null);
  const { data: offices } = useListOffices({ params: { query: { limit: OFFICE_PICKER_LIMIT } } });
  const investment = useListOrders(dashboard && showInvestment
    ? { params: { query: { ...listParams({ ...dates, officeId }), ...INVESTMENT_PAGE, includeTotalPrice: true, ...(withTax ? { includeTotalPriceTax: true } : {}) } } }
    : null);

  // The dialog once per failure (a load that failed again after a retry says so again).
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (!query.error || told.current === query.error) return;
    told.current = query.error;
    dialogs.error({ title: OVERVIEW_MESSAGES.loadFailedTitle, message: OVERVIEW_MESSAGES.loadFailed });
  }, [query.error, dialogs]);

  const charts = chartsOf(query.data?.components);
  return (
    <Page title={T.title}>
      <Stack gap="4">
        <HStack align="start" gap="4" wrap="wrap">
          <DateRangeFields value={range} onChange={setRange} today={today} calendar={calendar} />
          {(offices?.items.length ?? 0) > 0 && (
            <Box w="xs" maxW="full" alignSelf="end">
              <Select name="officeFilter" aria-label="Office" placeholder={T.allOffices} value={officeId} onChange={setOfficeId} options={toOptions(offices?.items)} />
            </Box>
          )}
          {maySearch && <Box alignSelf="end"><AgentSearch value={agent} onChange={setAgent} contactLabel={contactLabel} /></Box>}
        </HStack>
        {showInvestment && (
          <Stat.Root borderWidth="1px" rounded="md" p="3" maxW="sm" data-testid="digital-investment">
            <Stat.Label>{T.digitalInvestment} ({withTax ? T.digitalInvestmentWithTax : T.digitalInvestmentWithoutTax})</Stat.Label>
            <Stat.ValueText>{investment.data ? formatTotals(investment.data.totalPrice) || formatTotals([{ currency: dashboard?.customer.currency.code ?? 'NZD', amount: 0 }]) : '…'}</Stat.ValueText>
          </Stat.Root>
        )}
        {query.error && !query.data && (
          <Alert.Root status="error" data-testid="overview-load-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{OVERVIEW_MESSAGES.loadFailedTitle}</Alert.Title>
              <Alert.Description>{OVERVIEW_MESSAGES.loadFailed}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void query.mutate()}>{T.retry}</Button>
          </Alert.Root>
        )}
        {!query.data && !query.error && <PageSpinner />}
        {query.data && (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start" data-testid="overview-charts">
            {charts.map((chart) => (
              <Card.Root key={chart.key} size="sm" data-testid={`overview-card-${chart.key}`}>
                <Card.Header><Text fontWeight="semibold">{chart.title}</Text></Card.Header>
                <Card.Body>
                  {hasData(chart)
                    ? <Suspense fallback={<Skeleton height="64" />}><OverviewChart chart={chart} /></Suspense>
                    : <Text color="fg.muted" fontSize="sm">{T.noData}</Text>}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Page>
  );
}
