// A test's screen as a phone's (412 px): every `max-width` media query matches, so lists stack as
// cards and layouts take their narrow form. `leavePhone` puts the test screen back.
const realMatchMedia = window.matchMedia;

export function onPhone(): void {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: query.trim() === '' || query.includes('max-width'),
  })) as typeof window.matchMedia;
}

export function leavePhone(): void {
  window.matchMedia = realMatchMedia;
}
