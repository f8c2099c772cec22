// The API as one Fastify instance. Tests call `buildApp` and `inject`; server.ts only listens.
import { APP_VERSION, type ProductionSite } from '@atelier/domain';
import { negotiateLocale } from '@atelier/i18n';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessoryRoutes } from './accessories/accessories.routes.js';
import { AccessoriesService } from './accessories/accessories.service.js';
import { addressBookRoutes } from './address-book/address-book.routes.js';
import { AddressBookService } from './address-book/address-book.service.js';
import { ArticleContextLoader } from './articles/article-context.js';
import { articleRoutes } from './articles/articles.routes.js';
import { ArticlesService } from './articles/articles.service.js';
import { installAuthHook } from './auth/auth.hook.js';
import { authRoutes } from './auth/auth.routes.js';
import { AuthService } from './auth/auth.service.js';
import { loadViewAsPrincipal } from './auth/principal.repository.js';
import { SessionPrincipals } from './auth/session-cache.js';
import { createSigner } from './auth/tokens.js';
import type { DemoOutbox } from './config.js';
import { customerFabricRoutes } from './customer-fabrics/customer-fabrics.routes.js';
import { CustomerFabricsService } from './customer-fabrics/customer-fabrics.service.js';
import { type Db, poolUse } from './db/client.js';
import { debtorRoutes } from './debtors/debtors.routes.js';
import { DebtorsService } from './debtors/debtors.service.js';
import { documentRoutes, type QuoteRateLimit } from './documents/documents.routes.js';
import { DocumentsService } from './documents/documents.service.js';
import { QuotesService } from './documents/quotes.service.js';
import { DocumentRenderer } from './documents/renderer.js';
import { downloadRoutes } from './downloads/downloads.routes.js';
import { DownloadsService } from './downloads/downloads.service.js';
import { type IntakeRateLimit, registerErrorReports } from './error-reports/error-reports.js';
import { ExternalIntakeService } from './external-intake/external-intake.service.js';
import { fabricRoutes } from './fabrics/fabrics.routes.js';
import { FabricsService } from './fabrics/fabrics.service.js';
import type {} from './fastify.js';
import { fileRoutes } from './files/files.routes.js';
import { ShopChallenges } from './hosted-shop/challenge.js';
import { shopFirstPage } from './hosted-shop/first-page.js';
import {
  kioskRoutes,
  publicShopRoutes,
  shopReadThrottle,
  shopSettingsRoutes,
} from './hosted-shop/hosted-shop.routes.js';
import { HostedShopService } from './hosted-shop/hosted-shop.service.js';
import { KioskService } from './hosted-shop/kiosk.service.js';
import { ShopSettingsService } from './hosted-shop/shop-settings.service.js';
import { trackAllowedMethods } from './http/allowed-methods.js';
import { BackgroundWork } from './http/background.js';
import { installErrorHandling, sendError } from './http/error-handler.js';
import { installJsonBodyParser } from './http/json-body.js';
import { installRequestLog, withTraceIds } from './http/logging.js';
import { registerOpenApi } from './http/openapi.js';
import { installRequestTracing } from './http/request-tracing.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { responseSerializerCompiler } from './http/serializer.js';
import { zodValidatorCompiler } from './http/validation.js';
import { inspirationRoutes } from './inspiration/inspiration.routes.js';
import { InspirationService } from './inspiration/inspiration.service.js';
import { liveRoutes } from './live/live.routes.js';
import { createLiveBus, type LiveBus } from './live/live-bus.js';
import { createMailer } from './mail/mailer.js';
import { outboxRoutes } from './mail/outbox.routes.js';
import { OutboxService } from './mail/outbox.service.js';
import { manageRoutes } from './manage/manage.routes.js';
import { ManageService } from './manage/manage.service.js';
import { inspirationDeskRoutes } from './manage-content/inspiration-desk.routes.js';
import { InspirationDeskService } from './manage-content/inspiration-desk.service.js';
import { manageContentRoutes } from './manage-content/manage-content.routes.js';
import { ManageContentService } from './manage-content/manage-content.service.js';
import { releaseNotesDeskRoutes } from './manage-content/release-notes-desk.routes.js';
import { ReleaseNotesDeskService } from './manage-content/release-notes-desk.service.js';
import { manageDebtorRoutes } from './manage-debtors/manage-debtors.routes.js';
import { ManageDebtorsService } from './manage-debtors/manage-debtors.service.js';
import { manageDeliveryRoutes } from './manage-delivery/manage-delivery.routes.js';
import { ManageDeliveryService } from './manage-delivery/manage-delivery.service.js';
import { managePriceRoutes } from './manage-prices/manage-prices.routes.js';
import { ManagePricesService } from './manage-prices/manage-prices.service.js';
import { AppMetrics } from './ops/metrics.js';
import { registerOperations } from './ops/operations.js';
import { articleActionRoutes } from './orders/article-actions.routes.js';
import { ArticleActionsService } from './orders/article-actions.service.js';
import { atelierOrderRoutes } from './orders/atelier-orders.routes.js';
import { AtelierOrdersService } from './orders/atelier-orders.service.js';
import { externalOrderRoutes } from './orders/external-orders.routes.js';
import { ExternalOrdersService } from './orders/external-orders.service.js';
import { orderRoutes } from './orders/orders.routes.js';
import { OrdersService } from './orders/orders.service.js';
import { provisionPartnerKeys } from './partners/partner-keys.js';
import { partnerKeysDeskRoutes } from './partners/partner-keys-desk.routes.js';
import { PartnerKeysDesk } from './partners/partner-keys-desk.service.js';
import { PartnerOrdersService } from './partners/partner-orders.service.js';
import { partnerRoutes } from './partners/partners.routes.js';
import { passwordRoutes } from './password/password.routes.js';
import { PasswordService } from './password/password.service.js';
import { priceRoutes } from './prices/prices.routes.js';
import { PricesService } from './prices/prices.service.js';
import { integrationRoutes } from './production/integration.routes.js';
import { provisionConfiguredKeys } from './production/integration-keys.js';
import { ProductionService } from './production/production.service.js';
import { productionMail } from './production/production-mail.js';
import { releaseNoteRoutes } from './release-notes/release-notes.routes.js';
import { ReleaseNotesService } from './release-notes/release-notes.service.js';
import { rmaRoutes } from './rma/rma.routes.js';
import { RmaService } from './rma/rma.service.js';
import { rmaDeskRoutes } from './rma/rma-desk.routes.js';
import { RmaDeskService } from './rma/rma-desk.service.js';
import { RmaNotifier } from './rma/rma-notify.js';
import { manageSampleRoutes } from './samples/manage-samples.routes.js';
import { sampleRoutes } from './samples/samples.routes.js';
import { SamplesService } from './samples/samples.service.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { SettingsService } from './settings/settings.service.js';
import { accountFirstPage } from './spa/account-frame.js';
import type { SpaIndex } from './spa/first-page.js';
import { isClientRoute, registerPdfRedirect, registerSpa, sendSpaIndex } from './spa/spa.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { StaffService } from './staff/staff.service.js';
import { manageSupportRoutes } from './support/manage-support.routes.js';
import { supportRoutes } from './support/support.routes.js';
import { SupportService } from './support/support.service.js';
import { type TelemetryConfig, Tracing } from './telemetry/tracing.js';
import { trackRoutes } from './track/track.routes.js';
import { TrackService } from './track/track.service.js';

export interface AppConfig {
  jwtSecret: string;
  /** Where users reach the portal; links in mail point here. */
  publicUrl: string;
  smtpUrl?: string | null;
  mailFrom?: string;
  /** A built web app to serve (apps/web/dist); none in tests. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean | string;
  /** Largest request body in bytes. */
  bodyLimit?: number;
  /**
   * Serve the kept mail at `api/demo/outbox/` (the demo's mailbox): to callers on this machine
   * (`loopback`) or to anyone (`anyone`); off by default. Ignored when mail goes out through SMTP:
   * then nothing is kept.
   */
  demoOutbox?: DemoOutbox;
  /** The live bus (PostgreSQL LISTEN/NOTIFY across instances); in-process when absent. */
  liveBus?: LiveBus;
  /** How often an open live stream sends a heartbeat and checks its session (ms). */
  liveHeartbeatMs?: number;
  /** The clock dated requests read (sample requests); tests set it. */
  clock?: () => Date;
  /** Calls a caller's address may make to the public quote pages (default 60 a minute). */
  quoteRateLimit?: QuoteRateLimit;
  /** Mail the dealer about problems and deliveries (default true; off while seeding the demo). */
  productionMail?: boolean;
  /** Integration API calls per key and minute (default 600). */
  integrationRateLimit?: number;
  /** Integration keys given in the configuration, stored hashed at start (INTEGRATION_KEYS). */
  integrationKeys?: readonly { site: ProductionSite; key: string }[];
  /** Partner API calls per key and minute (default 120). */
  partnerRateLimit?: number;
  /** Partner keys given in the configuration by chain code, stored hashed at start (PARTNER_KEYS). */
  partnerKeys?: readonly { chain: string; key: string }[];
  /**
   * A Sentry DSN (SENTRY_DSN): the browsers' error reports, which always arrive at the portal, are
   * passed on to it and not kept. Without one the portal keeps them for the errors desk.
   */
  sentryDsn?: string | null;
  /** Error envelopes per address and per browser session (default ERROR_INTAKE_LIMITS). */
  errorIntakeRateLimit?: IntakeRateLimit;
  /** Tracing (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME); spans are exported only with an endpoint. */
  telemetry?: TelemetryConfig;
  /** The bearer token `/metrics` asks for (METRICS_TOKEN); without one, callers on this machine only. */
  metricsToken?: string | null;
  /** How often this instance's document worker looks for waiting jobs (ms, default 10 s). */
  documentWorkerMs?: number;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Routes of third-party plugins registered inside this scope need no access token. */
async function publicScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await register(scope);
  });
}

export async function buildApp({ db, config }: { db: Db; config: AppConfig }) {
  const app = Fastify({
    // Every line names the active span's trace (http/request-tracing.ts).
    logger: withTraceIds(config.logger ?? false),
    // One line per answer (installRequestLog) instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy ?? false,
    bodyLimit: config.bodyLimit ?? DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (bad percent-encoding, a parameter over its length) names
    // nothing that exists: 404 in the documented shape, not Fastify's own 400/414 answer.
    frameworkErrors: (_error, request, reply) => {
      request.locale = negotiateLocale(request.headers['accept-language']);
      return sendError(request, reply, 'not_found');
    },
  }).withTypeProvider<ZodTypeProvider>();

  // First: every later hook, the handler and the answer's log line run in the request's span.
  const tracing = new Tracing(config.telemetry, APP_VERSION);
  app.decorate('tracing', tracing);
  installRequestTracing(app, tracing);

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandling(app);
  installJsonBodyParser(app);

  // Before the auth hook: its onRequest runs first, so a 401 carries the same headers.
  installSecurityHeaders(app);
  installRequestLog(app);

  const allowedMethods = trackAllowedMethods(app);
  const signer = createSigner(config.jwtSecret);
  // This instance's cache of the sessions' account contexts (decision 098).
  const sessions = new SessionPrincipals(db);
  installAuthHook(app, db, signer, sessions);

  // The OpenAPI document marks public routes as needing no bearer token.
  app.addHook('onRoute', (route) => {
    // Integration routes name their own scheme (an integration key).
    if (route.config?.public && route.schema && !route.schema.security) {
      route.schema = { ...route.schema, security: [] };
    }
  });
  await registerOpenApi(app);

  // Documents are made on a thread of their own. onClose hooks run last-added first: this one
  // after the background work below is idle, so a document being made is finished first.
  const renderer = new DocumentRenderer();
  app.addHook('onClose', async () => renderer.close());
  const background = new BackgroundWork(app.log, tracing);
  app.decorate('background', background);
  app.addHook('onClose', async () => {
    await background.idle();
    await tracing.shutdown();
  });
  app.decorate('live', config.liveBus ?? createLiveBus());
  const metrics = new AppMetrics({
    pool: () => poolUse(db),
    jobQueue: () => documents.queue(),
    failed: (what, error) => app.log.warn({ err: error, what }, 'metrics: a source not read'),
  });

  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? 'Atelier <no-reply@atelier.example>',
    log: app.log,
  });
  await app.register(authRoutes, {
    auth: new AuthService(db, signer, app.live, config.clock, {
      refused: (kind) => metrics.loginThrottled(kind),
    }),
  });
  const settings = new SettingsService(db);
  await app.register(settingsRoutes, { settings });
  const support = new SupportService(db, mailer, settings, config.publicUrl, config.clock);
  await app.register(supportRoutes, { support });
  await app.register(manageSupportRoutes, { support });
  const passwords = new PasswordService(
    db,
    mailer,
    config.publicUrl,
    background,
    app.live,
    config.clock,
  );
  await app.register(passwordRoutes, { passwords });
  await app.register(debtorRoutes, { debtors: new DebtorsService(db) });
  await app.register(manageRoutes, { manage: new ManageService(db) });
  await app.register(managePriceRoutes, { prices: new ManagePricesService(db, config.clock) });
  await app.register(manageContentRoutes, { content: new ManageContentService(db, mailer) });
  await app.register(releaseNotesDeskRoutes, { notes: new ReleaseNotesDeskService(db) });
  await app.register(inspirationDeskRoutes, { articles: new InspirationDeskService(db) });
  await app.register(staffRoutes, { staff: new StaffService(db) });
  await app.register(downloadRoutes, { downloads: new DownloadsService(db) });
  await app.register(releaseNoteRoutes, { releaseNotes: new ReleaseNotesService(db) });
  await app.register(inspirationRoutes, { inspiration: new InspirationService(db) });
  if (config.demoOutbox && config.demoOutbox !== 'off' && !config.smtpUrl) {
    await app.register(outboxRoutes, {
      outbox: new OutboxService(db),
      readers: config.demoOutbox,
    });
  }

  const fabrics = new FabricsService(db);
  const customerFabrics = new CustomerFabricsService(db, config.clock);
  await app.register(fabricRoutes, { fabrics });
  await app.register(customerFabricRoutes, { customerFabrics });
  await app.register(accessoryRoutes, { accessories: new AccessoriesService(db) });
  const articles = new ArticlesService(
    db,
    new ArticleContextLoader(db, fabrics, customerFabrics, config.clock),
  );
  const orders = new OrdersService(db, articles, config.clock, app.live);
  await app.register(externalOrderRoutes, {
    externalOrders: new ExternalOrdersService(db, config.clock),
  });
  await app.register(orderRoutes, { orders });
  await app.register(atelierOrderRoutes, { atelierOrders: new AtelierOrdersService(db) });
  await app.register(articleRoutes, { articles });
  await app.register(articleActionRoutes, {
    actions: new ArticleActionsService(db, orders, articles),
  });
  await app.register(priceRoutes, { prices: new PricesService(db, config.clock), articles });
  await app.register(fileRoutes, { db });
  await app.register(addressBookRoutes, { addressBook: new AddressBookService(db) });
  const samples = new SamplesService(db, config.clock);
  await app.register(sampleRoutes, { samples });
  const rmaNotifier = new RmaNotifier(
    db,
    app.live,
    config.productionMail === false ? undefined : mailer,
    app.background,
    config.publicUrl,
  );
  const rma = new RmaService(db, config.clock, rmaNotifier);
  await app.register(rmaRoutes, { rma });
  await app.register(manageSampleRoutes, { samples });
  await app.register(manageDebtorRoutes, {
    debtors: new ManageDebtorsService(db, { orders, rma, samples, passwords, mailer }),
  });
  await app.register(rmaDeskRoutes, {
    desk: new RmaDeskService(db, orders, rmaNotifier, config.clock),
  });
  const documents = new DocumentsService(db, settings, background, renderer, config.clock);
  app.addHook('onReady', async () => documents.startWorker(config.documentWorkerMs));
  app.addHook('preClose', async () => documents.stopWorker());
  await app.register(documentRoutes, {
    documents,
    quotes: new QuotesService(db, documents, config.clock),
    ...(config.quoteRateLimit ? { rateLimit: config.quoteRateLimit } : {}),
  });
  await app.register(trackRoutes, { track: new TrackService(db, config.clock) });
  await app.register(liveRoutes, {
    bus: app.live,
    sessionOf: async (principal) => {
      if (principal.sessionFamilyId === null) return null;
      const userId = principal.viewAs?.staffUserId ?? principal.userId;
      const current = await sessions.principal(userId, principal.sessionFamilyId);
      if (!current || !principal.viewAs) return current;
      return loadViewAsPrincipal(db, current, principal.viewAs.debtorId);
    },
    ...(config.liveHeartbeatMs ? { heartbeatMs: config.liveHeartbeatMs } : {}),
    listeners: metrics.liveStreams,
  });
  await provisionConfiguredKeys(db, config.integrationKeys ?? []);
  const production = new ProductionService(
    db,
    { changed: (changes) => app.live.publish(changes) },
    config.productionMail === false
      ? undefined
      : productionMail(db, mailer, app.background, config.publicUrl),
    config.clock,
  );
  await app.register(manageDeliveryRoutes, {
    delivery: new ManageDeliveryService(db, production, config.clock),
  });
  await app.register(integrationRoutes, {
    db,
    production,
    rateLimit: config.integrationRateLimit ?? 600,
    eventsReceived: (site, count) => metrics.integrationEvents(site, count),
  });
  await registerOperations(app, {
    db,
    metrics,
    metricsToken: config.metricsToken ?? null,
    workerAlive: () => documents.workerAlive(),
  });
  const unknownChains = await provisionPartnerKeys(db, config.partnerKeys ?? []);
  if (unknownChains.length > 0) {
    app.log.warn({ chains: unknownChains }, 'PARTNER_KEYS names chains that do not exist: skipped');
  }
  const intake = new ExternalIntakeService(db, articles, config.clock);
  await app.register(partnerRoutes, {
    db,
    orders: new PartnerOrdersService(db, intake, config.publicUrl, config.clock),
    rateLimit: config.partnerRateLimit ?? 120,
  });
  await app.register(partnerKeysDeskRoutes, { desk: new PartnerKeysDesk(db, config.clock) });
  // The dealer's hosted shop and kiosks (decision 101), through the same intake core.
  await app.register(shopSettingsRoutes, {
    settings: new ShopSettingsService(db, config.publicUrl, config.clock),
  });
  const shops = new HostedShopService(
    db,
    intake,
    new ShopChallenges(config.jwtSecret),
    mailer,
    background,
    config.publicUrl,
    config.clock,
  );
  const shopReads = shopReadThrottle();
  await app.register(publicShopRoutes, { shops, reads: shopReads });
  await app.register(kioskRoutes, { shops, kiosk: new KioskService(db, shops, config.clock) });
  await registerErrorReports(app, db, {
    sentryDsn: config.sentryDsn,
    rateLimit: config.errorIntakeRateLimit,
    clock: config.clock,
  });

  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, () =>
    app.swagger(),
  );
  await publicScope(app, async (scope) => {
    await scope.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      theme: { title: 'Atelier API reference' },
    });
  });

  registerPdfRedirect(app);
  let spa: SpaIndex | null = null;
  // Pages whose first HTML carries their first answer (decision 102) or their frame (107).
  const firstPages = [shopFirstPage(shops, shopReads), accountFirstPage()];
  if (config.webRoot) {
    const webRoot = config.webRoot;
    await publicScope(app, async (scope) => {
      spa = await registerSpa(scope, webRoot);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (spa && isClientRoute(request)) return sendSpaIndex(request, reply, spa, firstPages);
    // 405 only for a method the path does not have: a method it has that still arrives here met
    // a parameter the router would not read (an id longer than any record's), which names nothing.
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return sendError(request, reply.header('allow', allowed.join(', ')), 'method_not_allowed');
    }
    return sendError(request, reply, 'not_found');
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
