// Every dialog of the portal is one of these: a Mantine Modal that closes one layer at a time and
// does not throw away what was typed in it.
// - Escape closes the innermost layer only. An open date picker, select list or menu inside the
//   dialog closes first (they mark their input with `data-mantine-stop-propagation` while open),
//   and of two dialogs one above the other only the upper one answers Escape.
// - A dialog whose content is `dirty` (something typed, chosen or added) asks "Discard what you
//   typed?" before Escape, its close button or a click beside it closes it; "Keep editing" (or
//   Escape again) returns to the form as it was. A clean dialog just closes.
// The form stays mounted (hidden) while the question shows, so nothing typed is lost.
// - A dialog that has never been opened is not in the page at all. Mantine's modal, closed, still
//   mounts its portal, whose first commit draws it again at once: ten closed dialogs on the offer
//   page cost ten such draws in the page's first commit. It is mounted, closed, on the first
//   opening, and opened in the next commit, so its transition and its return of focus to what
//   opened it (which follow a change of `opened`) work as on every later opening.
import { Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';

// The open dialogs: the one opened inside another (deeper in the page) is above it, and of two at
// the same depth the later opened. Only the top one answers Escape.
interface Layer {
  id: string;
  depth: number;
  order: number;
}
let openLayers: readonly Layer[] = [];
let opening = 0;
const listeners = new Set<() => void>();
function setLayers(next: readonly Layer[]) {
  openLayers = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
function topLayer(): string | null {
  let top: Layer | null = null;
  for (const layer of openLayers) {
    if (!top || layer.depth > top.depth || (layer.depth === top.depth && layer.order > top.order)) {
      top = layer;
    }
  }
  return top?.id ?? null;
}
/** How many dialogs this one is opened inside. */
const Depth = createContext(0);

/** Whether this open dialog is the uppermost one (the one Escape is for). */
function useIsTopLayer(id: string, opened: boolean, depth: number): boolean {
  useEffect(() => {
    if (!opened) return;
    opening += 1;
    setLayers([...openLayers.filter((layer) => layer.id !== id), { id, depth, order: opening }]);
    return () => setLayers(openLayers.filter((layer) => layer.id !== id));
  }, [id, opened, depth]);
  return useSyncExternalStore(subscribe, topLayer, topLayer) === id;
}

export type LayeredModalProps = Omit<ModalProps, 'closeOnEscape'> & {
  /**
   * Something was typed or chosen that closing would throw away: Escape, the close button and a
   * click beside the dialog ask before closing. Buttons inside the dialog (Cancel) close directly.
   */
  dirty?: boolean;
};

export function LayeredModal({
  opened,
  onClose,
  dirty = false,
  children,
  closeButtonProps,
  withCloseButton = true,
  ...props
}: LayeredModalProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const depth = useContext(Depth);
  // Mounted at the first opening, then opened once it has been drawn closed.
  const [mounted, setMounted] = useState(opened);
  const [drawn, setDrawn] = useState(opened);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  useEffect(() => {
    if (mounted) setDrawn(true);
  }, [mounted]);
  const shown = opened && drawn;
  const top = useIsTopLayer(id, shown, depth);
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Where the user was before the question, to return there on "Keep editing".
  const before = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!shown) setAsking(false);
  }, [shown]);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);

  const keep = () => {
    setAsking(false);
    const back = before.current;
    before.current = null;
    // After the form shows again (it is hidden while asking).
    if (back) requestAnimationFrame(() => back.focus());
  };
  const requestClose = () => {
    if (asking) {
      keep();
      return;
    }
    if (!dirty) {
      onClose();
      return;
    }
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(true);
  };

  if (!mounted) return null;
  return (
    <Modal
      {...props}
      opened={shown}
      onClose={requestClose}
      closeOnEscape={top}
      withCloseButton={withCloseButton && !asking}
      closeButtonProps={{ 'aria-label': t('actions.close'), ...closeButtonProps }}
    >
      <Depth.Provider value={depth + 1}>
        <div hidden={asking}>{children}</div>
      </Depth.Provider>
      {asking ? (
        <Stack
          gap="md"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${id}-discard`}
          aria-describedby={`${id}-discard-body`}
        >
          <Text fw={600} id={`${id}-discard`}>
            {t('discard.title')}
          </Text>
          <Text size="sm" id={`${id}-discard-body`}>
            {t('discard.body')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button ref={keepRef} variant="default" onClick={keep}>
              {t('discard.keep')}
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                setAsking(false);
                onClose();
              }}
            >
              {t('discard.discard')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
