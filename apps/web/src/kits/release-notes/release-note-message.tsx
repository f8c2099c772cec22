// A release note's markdown as dealers read it, shared by the dealer's release notes page and the
// back office's preview, so the preview is the dealer's own rendering.
import { Text, Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

// A note's markdown sits in a table cell under the page's own heading: its headings read as the
// note's bold title line rather than as headings of the page.
const noteHeading: Components['h1'] = ({ children }) => (
  <Text fw={600} size="sm" mb={4}>
    {children}
  </Text>
);
const markdownComponents: Components = {
  h1: noteHeading,
  h2: noteHeading,
  h3: noteHeading,
  h4: noteHeading,
  h5: noteHeading,
  h6: noteHeading,
};

export function ReleaseNoteMessage({ message, lang }: { message: string; lang?: string }) {
  return (
    <Typography p={0} fz="sm" className="release-note-message" lang={lang}>
      <Markdown skipHtml components={markdownComponents}>
        {message}
      </Markdown>
    </Typography>
  );
}
