// An address under /manage the back office has no page for (yet): said inside the shell.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { NotFoundState } from '../components/state-views';

export function ManageNotFound() {
  const { t } = useTranslation('manage');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <NotFoundState
        title={t('notFound.title')}
        message={t('notFound.body')}
        action={
          <Button component={Link} to="/manage" variant="light">
            {t('notFound.back')}
          </Button>
        }
      />
    </>
  );
}
