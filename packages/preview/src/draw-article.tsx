// Builds the drawing for one article and the sentence a screen reader says for it: the model from
// the parameters (and the cut list when there is one), the measures in the user's language, the
// legend. Null when there is not enough to draw yet.
import {
  type ArticleEvaluation,
  type ArticleType,
  type CalculationDefaults,
  type Color,
  formatLength,
  type Locale,
  type UnitSystem,
} from '@atelier/domain';
import type { JSX } from 'react';
import { PALETTE, railColour } from './colours.js';
import { CurtainDrawing } from './curtain-drawing.js';
import { FoldDrawing } from './fold-drawing.js';
import { curtainModel, foldCurtainModel, previewKindOf } from './geometry.js';
import type { Params } from './params.js';
import { PullRodDrawing, RailDrawing } from './rail-drawing.js';
import { pullRodModel, type RailModel, railModel } from './rail-geometry.js';
import { CushionDrawing, CutYardageDrawing, TiebackDrawing } from './small-drawings.js';
import { cushionModel, cutSizesMm, tiebackModel } from './small-geometry.js';
import { type FabricPaint, fabricPaint, type LegendItem } from './svg-parts.js';

export interface PreviewFabric {
  name: string;
  /** A css colour. */
  colour?: string | null;
  swatchUrl?: string | null;
}

export type T = (key: string, options?: Record<string, unknown>) => string;

export interface Drawn {
  label: string;
  body: JSX.Element;
}

interface DrawInput {
  articleType: ArticleType | null;
  params: Params;
  cutList: ArticleEvaluation['cutList'];
  railParameters: Params | null | undefined;
  railType: ArticleType | null | undefined;
  mainFabric: PreviewFabric | null | undefined;
  liningFabric: PreviewFabric | null | undefined;
  /** The loaded price list's calculation figures (fullness, bar lengths); null until loaded. */
  defaults: CalculationDefaults | null;
  uid: string;
  locale: Locale;
  /** The account's unit system; labels in inches on an imperial account. */
  unitSystem?: UnitSystem;
  t: T;
}

/** The drawing and its spoken description, or null when there is not enough to draw. */
export function draw(input: DrawInput): Drawn | null {
  const { articleType, params, cutList, uid, locale, t } = input;
  const kind = previewKindOf(articleType);
  if (kind === 'empty' || !articleType) return null;
  const cm = (mm: number) => formatLength(mm, locale, input.unitSystem ?? 'metric');
  const type = t(`enums:articleTypes.${articleType}`);
  const fabric = fabricPaint(`${uid}-fabric`, input.mainFabric, PALETTE.fabric);
  const lined =
    typeof params.lining_fabric === 'string' && params.lining_fabric !== ''
      ? true
      : Boolean(input.liningFabric);
  const lining = lined ? fabricPaint(`${uid}-lining`, input.liningFabric, PALETTE.lining) : null;
  const defs = (
    <defs>
      {fabric.defs}
      {lining?.defs}
    </defs>
  );
  const legend = fabricLegend(t, input.mainFabric, fabric, input.liningFabric, lining);
  const withLining = (description: string) =>
    lining ? t('preview:aria.lined', { description }) : description;

  switch (kind) {
    case 'curtain': {
      const model = curtainModel(articleType, params, cutList, input.defaults);
      if (!model) return null;
      const rail = railAbove(input);
      const panels =
        model.heading === 'panel'
          ? t('preview:panels.count', { count: model.panels.length })
          : model.split === 'unequal'
            ? t('preview:panels.unequal', {
                left: model.leftPercent,
                right: 100 - (model.leftPercent ?? 50),
              })
            : t(`preview:panels.${model.split ?? 'equal'}`);
      let label = withLining(
        t('preview:aria.curtain', {
          type,
          width: cm(model.widthMm),
          height: cm(model.heightMm),
          panels,
        }),
      );
      if (rail) {
        const railName = railDescription(t, input.railType ?? 'rail', rail.colour);
        label = t('preview:aria.withRail', { description: label, rail: railName });
        legend.push({ key: 'rail', label: railName, swatch: railColour(rail.colour) });
      }
      legend.push({
        key: 'hem',
        label: t('preview:legend.hem'),
        line: { stroke: PALETTE.outline, dash: '3 3' },
      });
      return {
        label,
        body: (
          <>
            {defs}
            <CurtainDrawing
              idPrefix={uid}
              model={model}
              rail={rail}
              fabric={fabric}
              lining={lining}
              widthLabel={cm(model.widthMm)}
              heightLabel={cm(model.heightMm)}
              legend={legend}
            />
          </>
        ),
      };
    }
    case 'foldcurtain': {
      const model = foldCurtainModel(params, cutList, input.defaults);
      if (!model) return null;
      const side = model.controlSide
        ? t(`enums:controlSides.${model.controlSide}`)
        : t('preview:legend.sideNotChosen');
      const controlKey =
        model.control === 'motor' ? 'motor' : model.control === 'rod' ? 'controlRod' : 'chain';
      legend.push({
        key: 'mounting',
        label: t(`enums:mountingTypes.${model.mounting}`),
        swatch: PALETTE.glass,
      });
      if (model.control) {
        legend.push({
          key: 'control',
          label: t(`preview:legend.${controlKey}`, { side }),
          swatch: model.control === 'chain' ? PALETTE.chain : PALETTE.motor,
        });
      }
      return {
        label: withLining(
          t('preview:aria.fold', {
            type,
            width: cm(model.widthMm),
            height: cm(model.heightMm),
            folds: model.folds,
          }),
        ),
        body: (
          <>
            {defs}
            <FoldDrawing
              model={model}
              fabric={fabric}
              lining={lining}
              widthLabel={cm(model.widthMm)}
              heightLabel={cm(model.heightMm)}
              legend={legend}
            />
          </>
        ),
      };
    }
    case 'rail': {
      const model = railModel(articleType, params, cutList, input.defaults);
      if (!model) return null;
      const railLegend = partsLegend(t, model);
      return {
        label: t('preview:aria.rail', {
          type: railDescription(t, articleType, model.colour),
          width: cm(model.widthMm),
          supports: model.supportsMm.length,
        }),
        body: (
          <RailDrawing
            model={model}
            widthLabel={cm(model.widthMm)}
            frontLabel={t('preview:views.front')}
            planLabel={t('preview:views.plan')}
            wallLabel={t('preview:views.wall')}
            legend={railLegend}
          />
        ),
      };
    }
    case 'pullrod': {
      const model = pullRodModel(params);
      if (!model) return null;
      const name = railDescription(t, articleType, model.colour);
      return {
        label: t('preview:aria.pullrod', { type: name, length: cm(model.lengthMm) }),
        body: (
          <PullRodDrawing
            model={model}
            lengthLabel={cm(model.lengthMm)}
            legend={[{ key: 'colour', label: name, swatch: railColour(model.colour) }]}
          />
        ),
      };
    }
    case 'tieback': {
      const model = tiebackModel(params);
      if (!model) return null;
      return {
        label: t('preview:aria.tieback', {
          type,
          length: cm(model.lengthMm),
          quantity: model.quantity,
        }),
        body: (
          <>
            {defs}
            <TiebackDrawing
              model={model}
              fabric={fabric}
              lengthLabel={cm(model.lengthMm)}
              quantityLabel={
                model.quantity > 1 ? t('preview:quantity', { count: model.quantity }) : null
              }
              legend={legend}
            />
          </>
        ),
      };
    }
    case 'cushion': {
      const model = cushionModel(params);
      if (!model) return null;
      return {
        label: t('preview:aria.cushion', {
          type,
          length: cm(model.lengthMm),
          width: cm(model.widthMm),
        }),
        body: (
          <>
            {defs}
            <CushionDrawing
              model={model}
              fabric={fabric}
              lengthLabel={cm(model.lengthMm)}
              widthLabel={cm(model.widthMm)}
              quantityLabel={
                model.quantity > 1 ? t('preview:quantity', { count: model.quantity }) : null
              }
              legend={legend}
            />
          </>
        ),
      };
    }
    case 'cutyardage': {
      const sizes = cutSizesMm(params);
      if (sizes.length === 0) return null;
      const labels = sizes.map(cm);
      return {
        label: t('preview:aria.cutyardage', { type, sizes: labels.join(', ') }),
        body: (
          <>
            {defs}
            <CutYardageDrawing
              sizesMm={sizes}
              sizeLabels={labels}
              moreLabel={sizes.length > 10 ? t('preview:more', { count: sizes.length - 10 }) : null}
              fabric={fabric}
              legend={legend}
            />
          </>
        ),
      };
    }
    default:
      return null;
  }
}

/** The rail or rod configured with a curtain, when it has a width (else the curtain's own width). */
function railAbove(input: DrawInput): RailModel | null {
  const { railParameters, railType, params } = input;
  if (!railType || !railParameters || typeof railParameters !== 'object') return null;
  if (previewKindOf(railType) !== 'rail') return null;
  const withWidth =
    railParameters.width === undefined
      ? { ...railParameters, width: params.width }
      : railParameters;
  return railModel(railType, withWidth, null, input.defaults);
}

function railDescription(t: T, articleType: ArticleType, colour: Color | null): string {
  const name = t(`enums:articleTypes.${articleType}`);
  return colour ? `${name}, ${t(`enums:colors.${colour}`)}` : name;
}

function fabricLegend(
  t: T,
  main: PreviewFabric | null | undefined,
  mainPaint: FabricPaint,
  lining: PreviewFabric | null | undefined,
  liningPaint: FabricPaint | null,
): LegendItem[] {
  const items: LegendItem[] = [
    { key: 'fabric', label: main?.name || t('preview:legend.fabric'), swatch: mainPaint.fill },
  ];
  if (liningPaint) {
    items.push({
      key: 'lining',
      label: lining?.name
        ? t('preview:legend.lining', { name: lining.name })
        : t('preview:legend.lined'),
      swatch: liningPaint.fill,
    });
  }
  return items;
}

function partsLegend(t: T, model: RailModel): LegendItem[] {
  const items: LegendItem[] = [
    {
      key: 'supports',
      label: t('preview:legend.supports', { count: model.supportsMm.length }),
      swatch: railColour(model.colour),
    },
  ];
  if (model.connectorsMm.length > 0) {
    items.push({
      key: 'connectors',
      label: t('preview:legend.connectors', { count: model.connectorsMm.length }),
      swatch: PALETTE.text,
    });
  }
  if (model.runnersMm.length > 0) {
    items.push({
      key: 'runners',
      label: t('preview:legend.runners', { count: model.runnersMm.length }),
      swatch: PALETTE.outline,
    });
  }
  if (model.motor) {
    const side = model.motorSide
      ? t(`enums:motorSides.${model.motorSide}`)
      : t('preview:legend.sideNotChosen');
    items.push({
      key: 'motor',
      label: t('preview:legend.motor', { side }),
      swatch: PALETTE.motor,
    });
  }
  return items;
}
