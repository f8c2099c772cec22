import { Box, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The fallback while a page's code or messages arrive; kept minimal for the first page. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box
      py="xl"
      style={{ display: 'flex', justifyContent: 'center' }}
      role="status"
      aria-label={t('states.loading')}
    >
      <Loader size="md" aria-hidden />
    </Box>
  );
}
