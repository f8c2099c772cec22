import { ARTICLE_TYPES, type ArticleType, DEMO_PRICE_LIST, type Locale } from '@atelier/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSettingsKey } from '../../api/settings';
import { initI18n } from '../../lib/i18n';
import { accountSettings } from '../../test/account-fixture';
import { ArticlePreview, type ArticlePreviewProps } from './index';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['preview', 'enums']);
});

async function show(props: Partial<ArticlePreviewProps>, locale: Locale = 'en') {
  await i18next.changeLanguage(locale);
  const view = render(
    <ArticlePreview articleType={null} parameters={{}} evaluation={null} {...props} />,
  );
  return { ...view, picture: screen.getByRole('img') };
}

describe('ArticlePreview', () => {
  it('invites the dealer to choose a model before there is one', async () => {
    const { picture } = await show({});
    expect(picture).toHaveAccessibleName('Preview: not enough measurements yet');
    expect(picture).toHaveTextContent('Choose a model to see its preview.');
  });

  it('asks for the measurements while a curtain has none', async () => {
    const { picture } = await show({ articleType: 'pleatcurtain', parameters: { width: 300 } });
    expect(picture).toHaveTextContent('Enter the width and height to see the preview.');
  });

  it('describes a pleated curtain with its size and split, and draws its dimensions', async () => {
    const { picture } = await show({
      articleType: 'pleatcurtain',
      parameters: { width: 300, height: 250, split_type: 'equal', pleat_type: 'double' },
      mainFabric: { name: 'Lino Sand', colour: '#cbb89a' },
    });
    expect(picture).toHaveAccessibleName('Pleated curtain, 300 cm × 250 cm, two equal panels');
    expect(picture).toHaveTextContent('300 cm');
    expect(picture).toHaveTextContent('250 cm');
    expect(picture).toHaveTextContent('Lino Sand');
  });

  it('writes measures with the decimal comma of the language', async () => {
    const { picture } = await show(
      { articleType: 'wavecurtain', parameters: { width: 400, height: 260.5 } },
      'de',
    );
    expect(picture).toHaveTextContent('260,5 cm');
    expect(picture.getAttribute('aria-label')).toContain('400 cm × 260,5 cm');
  });

  it('draws only what the fields accepted: a refused size keeps the last accepted one', async () => {
    const pleated = (height: unknown) => (
      <ArticlePreview
        articleType="pleatcurtain"
        parameters={{ width: 300, height }}
        evaluation={null}
      />
    );
    await i18next.changeLanguage('nl');
    const view = render(pleated(287));
    const picture = screen.getByRole('img');
    expect(picture.getAttribute('aria-label')).toContain('300 cm × 287 cm');
    // "287.5" typed in Dutch: the field refused it and handed on its text. Before, the drawing read
    // it a second way and drew 287,5 cm while the field said it could not read it.
    view.rerender(pleated('287.5'));
    expect(picture.getAttribute('aria-label')).toContain('300 cm × 287 cm');
    expect(picture).not.toHaveTextContent('287,5');
    // Out of range (a curtain of 20 m): refused too, still the last accepted height.
    view.rerender(pleated(2000));
    expect(picture.getAttribute('aria-label')).toContain('300 cm × 287 cm');
    view.rerender(pleated(287.5));
    expect(picture.getAttribute('aria-label')).toContain('300 cm × 287,5 cm');
    // An emptied field is drawn empty, not with what it held before.
    view.rerender(pleated(undefined));
    expect(picture).toHaveTextContent('Vul de breedte en hoogte in');
    view.unmount();
  });

  it('labels inches as a tape measure reads them on an imperial account', async () => {
    const client = new QueryClient();
    client.setQueryData(accountSettingsKey, accountSettings({ unit_system: 'imperial' }));
    await i18next.changeLanguage('en');
    render(
      <QueryClientProvider client={client}>
        <ArticlePreview
          articleType="pleatcurtain"
          parameters={{ width: 287.7, height: 243.8 }}
          evaluation={null}
        />
      </QueryClientProvider>,
    );
    const picture = screen.getByRole('img');
    // 113 1/4 in × 96 in, as typed.
    expect(picture.getAttribute('aria-label')).toContain('113¼ in × 96 in');
    expect(picture).toHaveTextContent('113¼ in');
  });

  it('names the lining and the rail above the curtain', async () => {
    const { picture } = await show({
      articleType: 'ringcurtain',
      parameters: { width: 200, height: 240, split_type: 'left', lining_fabric: 'lin-1' },
      liningFabric: { name: 'Blackout ivory' },
      railType: 'decorativerod',
      railParameters: { color: 'bronze', rod_size: 'rodsize25mm' },
    });
    expect(picture).toHaveAccessibleName(
      'Ring curtain, 200 cm × 240 cm, one panel drawn to the left, lined; above it: Decorative rod, Bronze',
    );
    expect(picture).toHaveTextContent('Lining: Blackout ivory');
  });

  it('tiles the fabric swatch as a pattern, with its colour beneath', async () => {
    const { container } = await show({
      articleType: 'pleatcurtain',
      parameters: { width: 300, height: 250 },
      mainFabric: { name: 'Jacquard', colour: '#885544', swatchUrl: '/files/jacquard.jpg' },
    });
    const pattern = container.querySelector('pattern');
    expect(pattern?.querySelector('image')?.getAttribute('href')).toBe('/files/jacquard.jpg');
    expect(pattern?.querySelector('rect')?.getAttribute('fill')).toBe('#885544');
  });

  it('does not put an unsafe colour value into the drawing', async () => {
    const { container } = await show({
      articleType: 'tieback',
      parameters: { length: 70 },
      mainFabric: { name: 'X', colour: 'red;}</style><script>' },
    });
    expect(container.innerHTML).not.toContain('<script');
    expect(container.innerHTML).not.toContain('red;');
  });

  it('counts the folds of a roman blind and the brackets of a rail', async () => {
    const blind = await show({
      articleType: 'foldcurtain',
      parameters: { width: 120, height: 160, fold_type: '2' },
      defaults: DEMO_PRICE_LIST.defaults,
    });
    expect(blind.picture).toHaveAccessibleName('Roman blind, 120 cm × 160 cm, folds: 6');
    blind.unmount();
    const rail = await show({
      articleType: 'decorativerail',
      parameters: { width: 300, color: 'anthracite', curve_type: 'double90' },
      defaults: DEMO_PRICE_LIST.defaults,
    });
    expect(rail.picture).toHaveAccessibleName('Decorative rail, Anthracite, 300 cm, brackets: 4');
    expect(rail.picture).toHaveTextContent('Seen from above');
  });

  it('draws no rectangle of negative height while a roman blind’s height is being typed', async () => {
    for (const height of [1, 2, 10, 160]) {
      const { container, unmount } = await show({
        articleType: 'foldcurtain',
        parameters: { width: 120, height, lining_fabric: 'f-2', control_type: 'chain' },
      });
      const heights = [...container.querySelectorAll('rect')].map((rect) =>
        Number(rect.getAttribute('height')),
      );
      expect(
        heights.filter((value) => !(value >= 0)),
        `height ${height}`,
      ).toEqual([]);
      unmount();
    }
  });

  it('names a 12 V blind’s motor and a chain without a chosen side as such', async () => {
    const { getByText, unmount } = await show({
      articleType: 'foldcurtain',
      parameters: { width: 120, height: 160, mounting_system: 'electric12v' },
    });
    expect(getByText('Motor: side not chosen yet')).toBeInTheDocument();
    unmount();
    const chain = await show({
      articleType: 'foldcurtain',
      parameters: { width: 120, height: 160, control_type: 'chain' },
    });
    expect(chain.getByText('Chain: side not chosen yet')).toBeInTheDocument();
  });

  it('speaks the user’s language, Dutch included', async () => {
    const { picture } = await show({ articleType: 'cushion', parameters: { length: 50 } }, 'nl');
    expect(picture).toHaveTextContent('Vul de lengte en breedte in om de voorvertoning te zien.');
  });

  it('never crashes on random input for any article type', async () => {
    await i18next.changeLanguage('en');
    const value = fc.oneof(
      fc.double(),
      fc.integer({ min: -1000, max: 100_000 }),
      fc.string(),
      fc.constant(undefined),
      fc.array(fc.oneof(fc.double(), fc.string())),
    );
    const params = fc.dictionary(
      fc.constantFrom('width', 'height', 'length', 'split_type', 'curve_type', 'sizes', 'color'),
      value,
    );
    fc.assert(
      fc.property(
        fc.constantFrom<ArticleType | null>(null, ...ARTICLE_TYPES),
        params,
        (type, parameters) => {
          const view = render(
            <ArticlePreview
              articleType={type}
              parameters={parameters}
              evaluation={null}
              railType="rail"
              railParameters={parameters}
            />,
          );
          expect(view.getByRole('img')).toBeInTheDocument();
          view.unmount();
        },
      ),
      { numRuns: 150 },
    );
  });
});
