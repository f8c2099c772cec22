// How to measure a window: a button beside the size fields that opens the measuring guide's
// dialog. The dialog (with the modal it is built on) loads when the customer first opens it, and
// stays mounted after, so it opens and closes as any dialog of the portal.
import type { ShopModel, UnitSystem } from '@atelier/domain';
import { Button } from '@mantine/core';
import { IconRuler2 } from '@tabler/icons-react';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MeasuringGuideDialog = lazy(() =>
  import('./measuring-guide-dialog').then((module) => ({ default: module.MeasuringGuideDialog })),
);

export function MeasuringGuide({
  unitSystem,
  model,
  size,
}: {
  unitSystem: UnitSystem;
  model: ShopModel;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('shop');
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on: until then nothing of the dialog is loaded.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size={size}
        leftSection={<IconRuler2 size={18} aria-hidden />}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        {t('guide.open')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <OpenedAfterMount
            unitSystem={unitSystem}
            model={model}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The dialog mounted closed, then opened: a modal keeps the element to give focus back to when it
 * opens, which it does not see when it mounts already open (the first opening would leave focus
 * nowhere on close).
 */
function OpenedAfterMount({ opened, ...props }: ComponentProps<typeof MeasuringGuideDialog>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <MeasuringGuideDialog {...props} opened={opened && mounted} />;
}
