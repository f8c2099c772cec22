// The persistent banner of a read-only "view as dealer" (decision 088): whose portal this is, and
// the way out, which ends the grant at the API and returns to the debtor's page in the back office.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { activeViewAs, forgetViewAs, onViewAsChange, type ViewAs } from '../lib/view-as';
import { DEEP_ORANGE } from './theme';

export function useViewAs(): ViewAs | null {
  const [view, setView] = useState(activeViewAs);
  useEffect(() => onViewAsChange(setView), []);
  return view;
}

/**
 * Every account page draws the banner's place; only a view asks for the texts. Asked for on
 * every page, they were a catalogue more on the line, and the shell, which has no loading place
 * of its own around the banner, waited for it and was drawn again from the start.
 */
export function ViewAsBanner() {
  const view = useViewAs();
  return view ? <ViewAsAlert view={view} /> : null;
}

function ViewAsAlert({ view }: { view: ViewAs }) {
  const { t } = useTranslation('manageDebtors');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const exit = async () => {
    setLeaving(true);
    try {
      // The back office's debtor desk (and the contracts it parses) loads only for the way out:
      // every account page draws this banner's place, few ever leave a view through it.
      const { endViewAs } = await import('../api/manage-debtors');
      await endViewAs(view.debtorId);
    } catch (error) {
      // The grant ends by itself within the hour; the tab forgets it now either way.
      console.error('ending the view as dealer failed', error);
    }
    forgetViewAs();
    queryClient.clear();
    navigate(`/manage/debtors/${view.debtorId}`);
  };
  return (
    // White text on a ground deep enough for 4.5:1 (Mantine's filled orange gives 3:1).
    <Alert
      color={DEEP_ORANGE}
      variant="filled"
      mb="md"
      py="xs"
      role="region"
      aria-label={t('viewAs.open')}
      icon={<IconEye size={18} aria-hidden />}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {t('viewAs.banner', { name: view.name })}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          loading={leaving}
          onClick={() => void exit()}
        >
          {t('viewAs.exit')}
        </Button>
      </Group>
    </Alert>
  );
}
