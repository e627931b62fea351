// The index's leads tab (002 §2, §9): the leads of the campaigns the user may see (listLeads; the server scopes
// them as it does campaigns), 10 a page (5, 10, 20, 30), newest first; the Excel export (exportLeads) for the
// roles of enableLeadDownloadRoles; a row opens the lead data dialog with every answer of the lead form.
import { useState } from 'react';
import { Button, DataList, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useListLeads, type Lead } from '../../lib/api/generated/ads.ts';
import { listQuery } from '../../lib/api/lists.ts';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select } from '../../components/Select.tsx';
import { formatDateTime } from '../../constants.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { LEADS_PAGE_SIZE, LEADS_PAGE_SIZES, LEADS_SORT, leadsExportName } from './constants.ts';
import { LEADS_TAB_MESSAGES } from './messages.ts';
import { leadFieldRows } from './leadFields.ts';

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The lead data dialog: who, when, from which campaign, and the form's answers. */
export function LeadDataDialog({ lead, onClose }: { lead: Lead; onClose(): void }) {
  const rows = leadFieldRows(lead.fields);
  return (
    <ModalDialog onClose={onClose} size="md" placement="top" testId="lead-data-dialog" title={LEADS_TAB_MESSAGES.dialogTitle}
      footer={<Button onClick={onClose}>Close</Button>}>
      <DataList.Root orientation="horizontal" gap="2">
        {[
          { key: '_name', label: 'Full name', value: lead.fullName ?? '' },
          { key: '_email', label: 'E-mail', value: lead.email ?? '' },
          { key: '_phone', label: 'Phone', value: lead.phone ?? '' },
          { key: '_campaign', label: 'Campaign', value: lead.campaignName },
          { key: '_created', label: 'Received', value: formatDateTime(lead.createdTime) },
          ...rows,
        ].map((r) => (
          <DataList.Item key={r.key}>
            <DataList.ItemLabel minW="36">{r.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{r.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {!rows.length && <Text mt="3" fontSize="sm" color="fg.muted">{LEADS_TAB_MESSAGES.noFields}</Text>}
    </ModalDialog>
  );
}

export function LeadsTab() {
  const { dashboard, roleIn } = useDashboard();
  const s = useListSearch();
  const [limit, setLimit] = useState(LEADS_PAGE_SIZE);
  const [open, setOpen] = useState<Lead>();
  const query = useListLeads({ params: { query: { ...listQuery('listLeads', { page: s.page, search: s.search }), limit, sort: LEADS_SORT } } });
  const columns: Column<Lead>[] = [
    { key: 'created', header: 'Received', render: (l) => formatDateTime(l.createdTime) },
    { key: 'name', header: 'Full name', render: (l) => <Text fontWeight="medium">{l.fullName ?? ''}</Text> },
    { key: 'email', header: 'E-mail', render: (l) => l.email ?? '' },
    { key: 'phone', header: 'Phone', render: (l) => l.phone ?? '' },
    { key: 'campaign', header: 'Campaign', render: (l) => l.campaignName },
  ];
  return (
    <>
      <ListPage<Lead> title="Leads" actions={roleIn(dashboard?.config.controls.enableLeadDownloadRoles) && (
        <Button asChild size="sm" variant="outline">
          <a href={`/api/leads/export?${new URLSearchParams({ format: 'xlsx' })}`} download={leadsExportName(isoDay(new Date()))}><LuDownload /> Export Excel</a>
        </Button>
      )} list={s} query={query} search={{ label: 'Search leads', placeholder: 'Name, e-mail or phone', searchingText: LEADS_TAB_MESSAGES.searching }}
        filters={<Select name="pageSize" aria-label="Page size" value={String(limit)} onChange={(v) => { setLimit(Number(v)); s.setPage(1); }}
          options={LEADS_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} a page` }))} />}
        columns={columns} pageSize={limit} empty={LEADS_TAB_MESSAGES.empty} onOpen={setOpen} />
      {open && <LeadDataDialog lead={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
