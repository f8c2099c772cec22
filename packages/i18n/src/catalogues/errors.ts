import { defineCatalogue } from '../define.js';

// Namespace "errors".
const en = {} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {},
  de: {},
  fr: {},
  pl: {},
  lt: {},
});
