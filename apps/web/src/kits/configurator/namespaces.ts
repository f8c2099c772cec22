/**
 * The namespaces a configurator page reads anywhere in its steps, asked for at once by the page so
 * that opening a later step (a rail after a curtain) never waits for a catalogue to load. The route
 * table asks for them too, while the page's code is still loading.
 */
export const CONFIGURATOR_NAMESPACES = [
  'configurator',
  'articleFields',
  'enums',
  'calc',
  'rules',
  'preview',
  'fabrics',
  'railrod',
  'orders',
  'measurement',
  // Why an article opens read-only (its order's refusal reason).
  'errors',
] as const;
