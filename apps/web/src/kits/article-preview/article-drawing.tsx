// The live preview beside a configurator: picks the drawing for the article type, builds its model
// once per change (memoised, it runs on every keystroke), and wraps it in one svg that scales to
// its container and tells a screen reader in one sentence what it shows. It is told its unit
// system, so it also draws where there is no account (the public shop and the kiosk); the account
// area's `ArticlePreview` passes the account's.
import {
  type ArticleEvaluation,
  type ArticleType,
  type CalculationDefaults,
  type CutList,
  type UnitSystem,
  withAcceptedLengths,
} from '@atelier/domain';
import {
  DECORATIVE,
  type Drawn,
  draw,
  EmptyDrawing,
  PALETTE,
  type Params,
  type PreviewFabric,
  type PreviewKind,
  previewKindOf,
  type T,
  VIEW_H,
  VIEW_W,
} from '@atelier/preview';
import { Component, type JSX, type ReactNode, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

export type { PreviewFabric };

export interface ArticlePreviewProps {
  articleType: ArticleType | null;
  /** Raw form values as typed (cm), may be incomplete. */
  parameters: Readonly<Record<string, unknown>>;
  /** From evaluateArticle (cut list, quantities), may be null. */
  evaluation: ArticleEvaluation | null;
  /**
   * A stored article's cut list (the calculation's when it was saved), for a drawing without a
   * live evaluation: its parts (brackets, runners, connectors) are drawn as counted there.
   */
  cutList?: CutList | null;
  mainFabric?: PreviewFabric | null;
  liningFabric?: PreviewFabric | null;
  /** A rail/rod/pull rod configured with the curtain, drawn above it (curtain flow). */
  railParameters?: Readonly<Record<string, unknown>> | null;
  railType?: ArticleType | null;
  /** The loaded price list's calculation figures: fullness and bar lengths before a cut list. */
  defaults?: CalculationDefaults | null;
}

export interface ArticleDrawingProps extends ArticlePreviewProps {
  /** Labels in this unit: inches on an imperial account or shop, as its inputs. */
  unitSystem: UnitSystem;
}

const EMPTY: Values = {};

/** What to ask for while a drawing lacks its measurements. */
const EMPTY_MESSAGE: Record<PreviewKind, string> = {
  curtain: 'preview:empty.measurements',
  foldcurtain: 'preview:empty.measurements',
  rail: 'preview:empty.width',
  pullrod: 'preview:empty.length',
  tieback: 'preview:empty.length',
  cushion: 'preview:empty.lengthAndWidth',
  cutyardage: 'preview:empty.sizes',
  empty: 'preview:empty.chooseModel',
};

type Values = Readonly<Record<string, unknown>>;

/**
 * What the drawing shows of the values typed: the sizes the fields accept (the domain's
 * `withAcceptedLengths`), never a size a field refused. While a field holds a size it refused, the
 * drawing keeps the field's last accepted size, so it stands still through `287.5` typed in Dutch
 * instead of jumping or going blank; an emptied field is drawn empty.
 */
export function drawnValues(
  articleType: ArticleType | null | undefined,
  typed: Values,
  lastAccepted: Record<string, unknown>,
): Values {
  const accepted = withAcceptedLengths(articleType, typed);
  const drawn: Record<string, unknown> = { ...accepted };
  for (const key of Object.keys(lastAccepted)) {
    const value = typed[key];
    if (value === undefined || value === null || value === '') delete lastAccepted[key];
    else if (!(key in accepted)) drawn[key] = lastAccepted[key];
  }
  for (const [key, value] of Object.entries(accepted)) {
    if (typeof value === 'number') lastAccepted[key] = value;
  }
  return drawn;
}

function useDrawnValues(articleType: ArticleType | null | undefined, typed: Values): Values {
  const lastAccepted = useRef<Record<string, unknown>>({});
  return useMemo(() => drawnValues(articleType, typed, lastAccepted.current), [articleType, typed]);
}

export function ArticleDrawing(props: ArticleDrawingProps): JSX.Element {
  const { t } = useTranslation(['preview', 'enums']);
  const locale = currentLocale();
  const { unitSystem } = props;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { articleType, parameters, evaluation, mainFabric, liningFabric, railType } = props;
  const cutList = evaluation?.cutList ?? props.cutList ?? null;
  const params: Params = useDrawnValues(
    articleType,
    parameters && typeof parameters === 'object' ? parameters : EMPTY,
  );
  const typedRail = props.railParameters;
  const drawnRail = useDrawnValues(railType, typedRail ?? EMPTY);
  const railParameters = typedRail ? drawnRail : typedRail;

  const drawn = useMemo((): Drawn | null => {
    try {
      return draw({
        articleType,
        params,
        cutList,
        railParameters,
        railType,
        mainFabric,
        liningFabric,
        defaults: props.defaults ?? null,
        uid,
        locale,
        unitSystem,
        t: t as unknown as T,
      });
    } catch {
      // A drawing must never take the configurator down with it: show the empty state instead.
      return null;
    }
  }, [
    articleType,
    params,
    cutList,
    railParameters,
    railType,
    mainFabric,
    liningFabric,
    props.defaults,
    uid,
    locale,
    unitSystem,
    t,
  ]);

  const kind = previewKindOf(articleType);
  const label = drawn?.label ?? t('preview:empty.label');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      style={{ display: 'block', maxHeight: 420, fontFamily: 'inherit', borderRadius: 8 }}
      data-preview-kind={drawn ? kind : 'empty'}
    >
      <rect width={VIEW_W} height={VIEW_H} fill={PALETTE.wall} {...DECORATIVE} />
      <DrawingBoundary drawn={drawn} fallback={<EmptyDrawing message={t(EMPTY_MESSAGE[kind])} />}>
        {drawn?.body}
      </DrawingBoundary>
    </svg>
  );
}

/**
 * The models are built defensively, but a drawing that still fails while rendering shows the empty
 * state rather than unmounting the configurator around it; the next change tries again.
 */
class DrawingBoundary extends Component<
  { drawn: Drawn | null; fallback: ReactNode; children: ReactNode },
  { failed: boolean; failedFor: Drawn | null | undefined }
> {
  override state = { failed: false, failedFor: undefined as Drawn | null | undefined };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { drawn: Drawn | null },
    state: { failed: boolean; failedFor: Drawn | null | undefined },
  ) {
    // A new drawing (the dealer changed something) gets a fresh try.
    return state.failed && state.failedFor !== undefined && props.drawn !== state.failedFor
      ? { failed: false, failedFor: undefined }
      : null;
  }

  override componentDidCatch() {
    this.setState({ failedFor: this.props.drawn });
  }

  override render() {
    const { drawn, fallback, children } = this.props;
    return drawn && !this.state.failed ? children : fallback;
  }
}
