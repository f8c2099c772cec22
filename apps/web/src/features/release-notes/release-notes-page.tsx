import { formatDay } from '@atelier/domain';
import 'mantine-datatable/styles.css';
import {
  RELEASE_NOTES_PAGE_SIZE,
  RELEASE_NOTES_PAGE_SIZES,
  type ReleaseNote,
} from '@atelier/domain';
import { Paper, Stack, Text, TextInput, Typography } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import { useReleaseNotes } from '../../api/release-notes';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { paginationWithRowsPerPage } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { filterReleaseNotes } from './filter-notes';

// A note's markdown sits in a table cell under the page's own heading: its headings read as the
// note's bold title line rather than as headings of the page.
const noteHeading: Components['h1'] = ({ children }) => (
  <Text fw={600} size="sm" mb={4}>
    {children}
  </Text>
);
const markdownComponents: Components = {
  h1: noteHeading,
  h2: noteHeading,
  h3: noteHeading,
  h4: noteHeading,
  h5: noteHeading,
  h6: noteHeading,
};

export function ReleaseNotesPage() {
  const { t } = useTranslation('releaseNotes');
  const title = useRouteTitle();
  const notes = useReleaseNotes();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(RELEASE_NOTES_PAGE_SIZE);
  const locale = currentLocale();

  const filtered = useMemo(() => filterReleaseNotes(notes.data ?? [], query), [notes.data, query]);
  const records = filtered.slice((page - 1) * pageSize, page * pageSize);

  let body: ReactNode;
  if (notes.isPending) body = <LoadingState />;
  else if (notes.isError) {
    body = (
      <ErrorState error={notes.error} message={t('failed')} onRetry={() => void notes.refetch()} />
    );
  } else if (notes.data.length === 0) body = <EmptyState>{t('empty')}</EmptyState>;
  else {
    body = (
      <DataTable<ReleaseNote>
        aria-label={title}
        withTableBorder={false}
        striped
        highlightOnHover
        verticalAlign="top"
        minHeight={filtered.length === 0 ? 180 : undefined}
        idAccessor={(note) => `${note.name}-${note.commit.committed_date}`}
        records={records}
        columns={[
          { accessor: 'name', title: t('columns.version'), width: 130, noWrap: true },
          {
            accessor: 'message',
            title: t('columns.title'),
            render: (note) => (
              <Typography p={0} fz="sm" className="release-note-message">
                <Markdown skipHtml components={markdownComponents}>
                  {note.message}
                </Markdown>
              </Typography>
            ),
          },
          {
            accessor: 'commit.committed_date',
            title: t('columns.date'),
            width: 150,
            noWrap: true,
            render: (note) => formatDay(note.commit.committed_date, locale),
          },
        ]}
        totalRecords={filtered.length}
        page={page}
        onPageChange={setPage}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...RELEASE_NOTES_PAGE_SIZES]}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        recordsPerPageLabel={t('rowsPerPage')}
        renderPagination={paginationWithRowsPerPage(t('rowsPerPage'), RELEASE_NOTES_PAGE_SIZES)}
        paginationText={({ from, to, totalRecords }) =>
          t('range', { from, to, total: totalRecords })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getPaginationItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: n }) })}
        noRecordsText={t('noMatch', { query: query.trim() })}
      />
    );
  }

  return (
    <>
      <PageHeader title={title} description={t('intro')} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setPage(1);
            }}
            maw={360}
            type="search"
          />
          {body}
        </Stack>
      </Paper>
    </>
  );
}
