import { APP_VERSION } from '@atelier/domain';
import { Box, Group, Paper, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { LanguageSelect } from '../components/language-select';
import { PageLoader } from '../components/page-loader';
import { useDocumentTitle, useRouteTitle } from '../components/route-title';

export function PublicLayout() {
  const { t } = useTranslation();
  useDocumentTitle(useRouteTitle());
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="lg" py="sm">
        <BrandMark />
        <LanguageSelect />
      </Group>
      <Box
        component="main"
        px="md"
        py="xl"
        style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Box w="100%" maw={440}>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Paper>
        </Box>
      </Box>
      <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
        {t('version', { version: APP_VERSION })}
      </Text>
    </Box>
  );
}
