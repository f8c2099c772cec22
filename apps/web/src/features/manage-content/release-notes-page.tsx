// Release notes in the back office (permission `content`): every note, drafts and published,
// newest day first; write a new one, edit, preview it as a dealer will read it, publish it (only
// with all seven languages written) or withdraw it, and remove a draft. Dealers see a change on
// their next load.
import { formatDay, type ManageReleaseNote } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  manageReleaseNotesKey,
  manageReleaseNotesQuery,
  publishReleaseNote,
  removeReleaseNote,
  withdrawReleaseNote,
} from '../../api/manage-notes';
import type { ListColumn } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { ContentDesk, ContentStateBadge, languagesColumn } from './content-desk';
import { ReleaseNoteEditor } from './release-note-editor';
import { ReleaseNotePreview } from './release-note-preview';

export function ReleaseNotesDeskPage() {
  const { t } = useTranslation('manageContent');
  const locale = currentLocale();
  const notes = useQuery(manageReleaseNotesQuery());
  const titleOf = (note: ManageReleaseNote) =>
    note.title[locale] || note.title.en || note.title.nl || note.version;

  const columns: ListColumn<ManageReleaseNote>[] = [
    { accessor: 'version', title: t('notes.version'), noWrap: true, priority: 1 },
    { accessor: 'title', title: t('notes.titleField'), priority: 2, render: titleOf },
    {
      accessor: 'state',
      title: t('notes.state'),
      priority: 3,
      render: (note) => <ContentStateBadge state={note.state} section="notes" />,
    },
    languagesColumn('notes', t('notes.languages')),
    {
      accessor: 'date',
      title: t('notes.date'),
      noWrap: true,
      priority: 4,
      render: (note) => formatDay(note.date, locale),
    },
  ];

  return (
    <ContentDesk<ManageReleaseNote>
      section="notes"
      query={notes}
      columns={columns}
      names={(note) => ({ version: note.version })}
      calls={{
        publish: publishReleaseNote,
        withdraw: withdrawReleaseNote,
        remove: removeReleaseNote,
      }}
      invalidate={manageReleaseNotesKey}
      editor={(existing, onClose) => <ReleaseNoteEditor existing={existing} onClose={onClose} />}
      preview={(note, onClose) => <ReleaseNotePreview note={note} onClose={onClose} />}
    />
  );
}
