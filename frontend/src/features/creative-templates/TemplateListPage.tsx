// /creative-templates/list, titled 'Creative Templates List' (003 §2): newest first, searched by name or
// description, 25 a page (50, 100: 003 §9), each row with its preview; rows are chosen by their check boxes
// and deleted together after a confirmation ('Deleted Successfully!').
import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Image, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useDeleteCreativeTemplates, useListCreativeTemplates, type CreativeTemplate } from '../../lib/api/generated/creative.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import type { Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select } from '../../components/Select.tsx';
import { formatDate } from '../../constants.ts';
import { CREATIVE_PAGE_SIZES } from './constants.ts';
import { CREATIVE_MESSAGES } from './messages.ts';
import { CREATIVE_TEMPLATE_PATHS, creativeTemplateEditPath } from './paths.ts';

/** A check box that chooses a row without opening it (the row's click opens the template). */
function Choose({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange(checked: boolean): void }) {
  return (
    <Box onClick={(e) => e.stopPropagation()}>
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} aria-label={label}>
        <Checkbox.HiddenInput aria-label={label} /><Checkbox.Control />
      </Checkbox.Root>
    </Box>
  );
}

export function CreativeTemplatesListPage() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const s = useListSearch();
  const [limit, setLimit] = useState<number>(pageSizeOf('listCreativeTemplates'));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState(false);
  const query = useListCreativeTemplates({ params: { query: { ...listQuery('listCreativeTemplates', { page: s.page, search: s.search }), limit } } });
  const deleteTemplates = useDeleteCreativeTemplates();
  const rows = query.data?.items ?? [];
  const chosenOnPage = rows.filter((r) => chosen.has(r.id)).length;
  const toggle = (ids: string[], on: boolean) => setChosen((all) => {
    const next = new Set(all);
    for (const id of ids) { if (on) next.add(id); else next.delete(id); }
    return next;
  });

  const remove = async () => {
    const ids = [...chosen];
    if (!ids.length || !(await dialogs.confirm(CREATIVE_MESSAGES.deleteTemplates(ids.length)))) return;
    setDeleting(true);
    const { response, error } = await deleteTemplates({ body: { ids } });
    setDeleting(false);
    if (!response.ok) return dialogs.error(problemMessage(error, CREATIVE_MESSAGES.somethingWentWrong));
    setChosen(new Set());
    dialogs.success(CREATIVE_MESSAGES.deletedSuccessfully);
  };

  const columns: Column<CreativeTemplate>[] = [
    {
      key: 'choose', width: '10',
      header: <Choose label="Choose every template on this page" checked={chosenOnPage === 0 ? false : chosenOnPage === rows.length ? true : 'indeterminate'}
        onChange={(on) => toggle(rows.map((r) => r.id), on)} />,
      render: (t) => <Choose label={`Choose ${t.name}`} checked={chosen.has(t.id)} onChange={(on) => toggle([t.id], on)} />,
    },
    { key: 'preview', header: 'Preview', width: '24', render: (t) => (t.preview
      ? <Image src={t.preview.path} alt={`Preview of ${t.name}`} maxH="16" maxW="24" objectFit="contain" borderRadius="sm" />
      : <Text fontSize="xs" color="fg.muted">{CREATIVE_MESSAGES.noPreview}</Text>) },
    { key: 'name', header: 'Name', render: (t) => <Text fontWeight="medium">{t.name}</Text> },
    { key: 'type', header: 'Render type', render: (t) => <Badge>{t.renderType}</Badge> },
    { key: 'published', header: 'Published', render: (t) => (t.isPublished ? <Badge colorPalette="green">Published</Badge> : <Badge>Draft</Badge>) },
    { key: 'updated', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
  ];

  return (
    <ListPage title={CREATIVE_MESSAGES.listTitle} actions={(
      <>
        <Button size="sm" variant="outline" colorPalette="red" disabled={!chosen.size} loading={deleting} onClick={() => void remove()}>
          <LuTrash2 /> Delete selected{chosen.size ? ` (${chosen.size})` : ''}
        </Button>
        <Button asChild size="sm" colorPalette="blue"><RouterLink to={CREATIVE_TEMPLATE_PATHS.create}><LuPlus /> Create template</RouterLink></Button>
      </>
    )} list={s} query={query} search={{ label: 'Search creative templates', placeholder: 'Name or description', searchingText: 'Searching templates...' }}
      filters={(
        <Select name="pageSize" aria-label="Page size" value={String(limit)} onChange={(v) => { setLimit(Number(v)); s.setPage(1); }}
          options={CREATIVE_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} a page` }))} />
      )}
      columns={columns} pageSize={limit} empty="No creative templates found." onOpen={(t) => navigate(creativeTemplateEditPath(t.id))} />
  );
}
