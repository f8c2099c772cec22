// The browser and system a report came from, as the errors desk shows them ("Chrome 131",
// "Windows"), read from the browser's user agent. The browser's SDK sends the user agent and no
// browser context; Sentry derives both on its side, the portal's own store here.

export interface ClientDescription {
  /** `Chrome 131`, `Safari 17.4` (a major version; Safari's minor too); null when the agent names no browser we know. */
  browser: string | null;
  /** `Windows`, `macOS 10.15.7`, `iOS 17.4`, `Android 14`; null when unknown. */
  os: string | null;
}

/** Browsers by their token, most specific first (Edge and Opera also say Chrome and Safari). */
const BROWSERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'Opera', pattern: /\bOPR\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome Headless', pattern: /\bHeadlessChrome\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+(?:\.\d+)?)(?:\.\d+)*(?: Mobile\/\w+)? Safari\// },
];

const SYSTEMS: readonly { read: (agent: string) => string | null }[] = [
  { read: (a) => version(a, /\b(?:iPhone|CPU) OS (\d+(?:_\d+)*)/, 'iOS') },
  {
    read: (a) =>
      /\biPad\b/.test(a) ? (version(a, /\bOS (\d+(?:_\d+)*)/, 'iPadOS') ?? 'iPadOS') : null,
  },
  { read: (a) => version(a, /\bAndroid (\d+(?:\.\d+)?)/, 'Android') },
  { read: (a) => (/\bCrOS\b/.test(a) ? 'ChromeOS' : null) },
  { read: (a) => (/\bWindows\b/.test(a) ? 'Windows' : null) },
  { read: (a) => version(a, /\bMac OS X (\d+(?:[._]\d+)*)/, 'macOS') },
  { read: (a) => (/\bLinux\b/.test(a) ? 'Linux' : null) },
];

function version(agent: string, pattern: RegExp, name: string): string | null {
  const match = pattern.exec(agent);
  return match?.[1] ? `${name} ${match[1].replace(/_/g, '.')}` : null;
}

/** The browser and system a user agent names. */
export function describeClient(userAgent: string | null | undefined): ClientDescription {
  const agent = (userAgent ?? '').slice(0, 512);
  let browser: string | null = null;
  for (const { name, pattern } of BROWSERS) {
    const match = pattern.exec(agent);
    if (match?.[1]) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os: string | null = null;
  for (const system of SYSTEMS) {
    os = system.read(agent);
    if (os) break;
  }
  return { browser, os };
}
