// The session replay recorder, loaded after the first paint (error-tracing.ts). Every text and
// input is masked and media blocked: a replay shows where the user clicked, never what a page
// said of a customer or a price. Recordings are compressed in a worker served from the portal
// itself (the content security policy allows no other worker).
import { replayIntegration } from '@sentry/react';
import workerUrl from '@sentry/replay/worker-bundler?url';

export const replay = () =>
  replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    networkDetailAllowUrls: [],
    workerUrl,
  });
