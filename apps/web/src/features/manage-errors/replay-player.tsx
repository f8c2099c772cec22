// A report's session replay, played with rrweb's own player. The player's code is loaded only when
// a replay is shown (a dynamic import): the rest of the back office never carries it. The
// recording shows the page as the browser recorded it, every text and input masked; the player's
// buttons (play or pause, restart) are ordinary buttons, reached and used with the keyboard.
import { playableReplayEvents } from '@atelier/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconRotate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReplayQuery } from '../../api/manage-errors';
import { ErrorState, LoadingState } from '../../components/state-views';
import { recordedSize, replayClock } from './error-view';

type Replayer = import('@rrweb/replay').Replayer;

/** A player's position kept within the recording (0 … total). */
const within = (ms: number, total: number) => Math.min(Math.max(0, ms), total);

/** rrweb's player and its style sheet, fetched the first time a replay is shown. */
async function loadReplayer() {
  const [module] = await Promise.all([
    import('@rrweb/replay'),
    import('@rrweb/replay/dist/style.css'),
  ]);
  return module.Replayer;
}

export function ReplayPlayer({ replayId }: { replayId: string }) {
  const { t } = useTranslation('manageErrors');
  const replay = useQuery(errorReplayQuery(replayId));
  const stage = useRef<HTMLDivElement>(null);
  const player = useRef<Replayer | null>(null);
  const { ref: frame, width } = useElementSize();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [total, setTotal] = useState(0);
  const titleId = useId();
  const events = replay.data?.events;
  const frameTitle = t('replay.frame');

  useEffect(() => {
    const root = stage.current;
    if (!events || !root) return;
    let cancelled = false;
    let made: Replayer | null = null;
    loadReplayer()
      .then((Player) => {
        if (cancelled) return;
        // rrweb refuses a recording it cannot play (fewer than two events, no snapshot of the
        // page): the player says it failed rather than loading for ever.
        made = new Player(playableReplayEvents(events) as never, {
          root,
          mouseTail: false,
          skipInactive: true,
          showWarning: false,
          triggerFocus: false,
          UNSAFE_replayCanvas: false,
        });
        // The recorded page is a picture to watch, not a page to tab into.
        made.iframe.title = frameTitle;
        made.iframe.tabIndex = -1;
        made.on('finish', () => {
          setPlaying(false);
          setPosition(made?.getMetaData().totalTime ?? 0);
        });
        player.current = made;
        setTotal(made.getMetaData().totalTime);
        setPosition(0);
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      made?.destroy();
      player.current = null;
      setReady(false);
      setPlaying(false);
    };
  }, [events, frameTitle]);

  // The clock follows the player while it plays.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      if (player.current) setPosition(within(player.current.getCurrentTime(), total));
    }, 250);
    return () => window.clearInterval(timer);
  }, [playing, total]);

  const toggle = () => {
    const current = player.current;
    if (!current) return;
    if (playing) {
      const at = within(current.getCurrentTime(), total);
      current.pause();
      setPosition(at);
      setPlaying(false);
      return;
    }
    // From where it was paused (the player's own clock means nothing before it first played);
    // at the end, from the start.
    current.play(position >= total ? 0 : position);
    setPlaying(true);
  };
  const restart = () => {
    player.current?.play(0);
    setPosition(0);
    setPlaying(true);
  };

  if (replay.isPending) return <LoadingState label={t('replay.loading')} />;
  if (replay.isError || failed) {
    return (
      <ErrorState
        error={replay.error}
        message={t('replay.failed')}
        onRetry={() => void replay.refetch()}
      />
    );
  }
  const size = recordedSize(events ?? []);
  const scale = width > 0 ? Math.min(1, width / size.width) : 1;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={600}>
        {t('replay.region')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('replay.masked')}
      </Text>
      <Paper
        ref={frame}
        withBorder
        radius="sm"
        style={{
          position: 'relative',
          overflow: 'hidden',
          aspectRatio: `${size.width} / ${size.height}`,
          maxHeight: '70vh',
          background: 'var(--mantine-color-gray-1)',
        }}
      >
        <div
          ref={stage}
          data-testid="replay-stage"
          style={{
            width: size.width,
            height: size.height,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </Paper>
      <Group gap="sm" role="group" aria-label={t('replay.controls')}>
        <Button
          size="sm"
          onClick={toggle}
          disabled={!ready}
          leftSection={
            playing ? (
              <IconPlayerPauseFilled size={16} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={16} aria-hidden />
            )
          }
        >
          {playing ? t('replay.pause') : t('replay.play')}
        </Button>
        <Button
          size="sm"
          variant="default"
          onClick={restart}
          disabled={!ready}
          leftSection={<IconRotate size={16} aria-hidden />}
        >
          {t('replay.restart')}
        </Button>
        <Text size="sm" c="dimmed" component="span">
          {t('replay.position', { current: replayClock(position), total: replayClock(total) })}
        </Text>
      </Group>
    </Stack>
  );
}
