// An article whose order can no longer change (confirmed, delivered, imported: the domain's
// `articleLockedReason`) opens read-only: the page says why, every field of the order header and
// of the steps is disabled (a disabled fieldset, so no control is missed), the steps can still be
// looked through, and there is no save.
import type { RefusalCode } from '@atelier/domain';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

const LockedContext = createContext<RefusalCode | null>(null);

/** Why the article on this page can no longer change; null while it can. */
export function useLocked(): RefusalCode | null {
  return useContext(LockedContext);
}

export function LockedProvider({
  reason,
  children,
}: {
  reason: RefusalCode | null;
  children: ReactNode;
}) {
  return <LockedContext.Provider value={reason}>{children}</LockedContext.Provider>;
}

const BARE = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** Its controls are disabled while the article is locked. */
export function LockedFieldset({ children }: { children: ReactNode }) {
  const locked = useLocked();
  if (!locked) return <>{children}</>;
  return (
    <fieldset disabled style={BARE} data-locked>
      {children}
    </fieldset>
  );
}

/** The notice at the top of a locked article: that it cannot change, and why. */
export function LockedNotice() {
  const { t } = useTranslation(['configurator', 'errors']);
  const locked = useLocked();
  if (!locked) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      icon={<IconLock size={18} aria-hidden />}
      title={t('configurator:flow.notEditable')}
    >
      {t(`errors:${locked}`)}
    </Alert>
  );
}
