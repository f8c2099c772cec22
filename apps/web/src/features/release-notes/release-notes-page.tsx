// The release notes: the portal's changes, newest first, searched by title in the user's language,
// seven a page. The list is the account's whole set, filtered and paged here; its search and page
// live in the URL like every other list's.
import {
  formatDay,
  RELEASE_NOTES_PAGE_SIZE,
  RELEASE_NOTES_PAGE_SIZES,
  type ReleaseNote,
} from '@atelier/domain';
import { Text, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import { useReleaseNotes } from '../../api/release-notes';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
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
  const { params, update } = useListParams({ pageSize: RELEASE_NOTES_PAGE_SIZE });
  const locale = currentLocale();

  const filtered = useMemo(
    () => filterReleaseNotes(notes.data ?? [], params.q),
    [notes.data, params.q],
  );
  const records = filtered.slice(
    (params.page - 1) * params.pageSize,
    params.page * params.pageSize,
  );

  const columns: ListColumn<ReleaseNote>[] = [
    { accessor: 'name', title: t('columns.version'), width: 130, noWrap: true, priority: 1 },
    {
      accessor: 'message',
      title: t('columns.title'),
      priority: 3,
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
      priority: 2,
      render: (note) => formatDay(note.commit.committed_date, locale),
    },
  ];

  return (
    <>
      <PageHeader title={title} description={t('intro')} />
      <ListPage<ReleaseNote>
        label={title}
        params={params}
        update={update}
        search={{ label: t('search'), placeholder: t('searchPlaceholder') }}
        pageSizes={RELEASE_NOTES_PAGE_SIZES}
        state={{
          isPending: notes.isPending,
          isError: notes.isError,
          error: notes.error,
          refetch: () => void notes.refetch(),
          records,
          total: filtered.length,
        }}
        columns={columns}
        idAccessor={(note) => `${note.name}-${note.commit.committed_date}`}
        emptyText={t('empty')}
        noMatchText={t('noMatch', { query: params.q.trim() })}
        errorText={t('failed')}
      />
    </>
  );
}
