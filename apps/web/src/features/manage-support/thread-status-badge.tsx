import type { SupportThreadStatus } from '@atelier/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<SupportThreadStatus, string> = {
  open: 'blue',
  waiting: 'yellow',
  closed: 'gray',
};

export function ThreadStatusBadge({ status }: { status: SupportThreadStatus }) {
  const { t } = useTranslation('manageSupport');
  return (
    <Badge variant="light" tt="none" color={COLOR[status]} style={{ minWidth: 'max-content' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
