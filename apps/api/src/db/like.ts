// Search text as an ILIKE pattern: the text anywhere, with its own % _ and \ taken literally.
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
