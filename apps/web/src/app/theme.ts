import { BRAND_COLOR } from '@atelier/domain';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import i18next from 'i18next';

// Shades around the brand colour (index 6). Filled buttons and links use shade 7: white on the
// brand colour itself is below the 4.5:1 contrast that small text needs.
const brand: MantineColorsTuple = [
  '#fbf2ee',
  '#f2e2da',
  '#e6c4b4',
  '#d9a58c',
  '#cd8b6b',
  '#c47c5a',
  BRAND_COLOR,
  '#9c5f4a',
  '#824e3c',
  '#683d2f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'sm' } },
    // Every field of our forms is required, so a star on each says nothing; the inputs still
    // carry the `required` attribute for assistive technology.
    TextInput: { defaultProps: { size: 'sm', withAsterisk: false } },
    // A select's list scrolls in its listbox itself, not in a scroll area around it: the arrow
    // keys move through the listbox, and axe knows a combobox's listbox for one the keyboard
    // reaches (a scroll area is a region no key can scroll: scrollable-region-focusable). The
    // height is global.css's.
    Select: { defaultProps: { size: 'sm', withScrollArea: false } },
    MultiSelect: { defaultProps: { withScrollArea: false } },
    // No focus placeholder inside role="menu" (axe aria-required-children: a menu holds only its
    // items), in every menu, the list kit's "rows per page" too; focus goes to the first item,
    // and the arrow keys move through them.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Every notice's close button is named, in the language on screen when it is drawn, whichever
    // call showed it (axe button-name); a call that names it itself still may.
    Notification: {
      defaultProps: () => ({
        closeButtonProps: { 'aria-label': i18next.t('common:actions.close') },
      }),
    },
  },
});

/** A deep orange: 7.3:1 against white, as text on white or as the ground of white text. */
export const DEEP_ORANGE = '#9a3412';

/**
 * Mantine's dimmed text (gray 6) and error red (red 6) are below 4.5:1 on white; dealers read
 * these screens all day, so both move one step darker than AA needs. The same holds for the text of
 * light orange, yellow and blue notices (the configurators' "still to complete" and "please note"),
 * and for red text (`c="red"`: the small messages under a field), which Mantine draws in the
 * filled shade meant for white text on red.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-light-color': DEEP_ORANGE,
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-yellow-light-color': '#7a5200',
    // The desks' state badges (light, in the state's colour) write their text in a shade dark
    // enough for 4.5:1 on the pale background (Mantine's darkest shade is not, for some colours).
    '--mantine-color-green-light-color': '#1b5e20',
    '--mantine-color-teal-light-color': '#05604a',
    '--mantine-color-cyan-light-color': '#0b5c6b',
    '--mantine-color-grape-light-color': '#7b1f8f',
    '--mantine-color-red-light-color': '#a51d1d',
    '--mantine-color-gray-light-color': '#3f454b',
    '--mantine-color-violet-light-color': '#4c2a9e',
    '--mantine-color-indigo-light-color': '#2c3e9e',
    '--mantine-color-pink-light-color': '#9c1f55',
    '--mantine-color-lime-light-color': '#4a6b0f',
  },
  dark: {},
});
