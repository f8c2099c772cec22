// The release notes: the portal's changes, newest first, searched by title in the user's language,
// seven a page. The list is the account's whole set, filtered and paged here; its search and page
// live in the URL like every other list's.
import {
  formatDay,
  RELEASE_NOTES_PAGE_SIZE,
  RELEASE_NOTES_PAGE_SIZES,
  type ReleaseNote,
} from '@atelier/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReleaseNotes } from '../../api/release-notes';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { ReleaseNoteMessage } from '../../kits/release-notes';
import { currentLocale } from '../../lib/i18n';
import { filterReleaseNotes } from './filter-notes';

export function ReleaseNotesPage() {
  const { t } = useTranslation('releaseNotes');
  const title = useRouteTitle();
  const intro = useRouteIntro();
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
      render: (note) => <ReleaseNoteMessage message={note.message} />,
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
      <PageHeader title={title} description={intro} />
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
