// OpenTelemetry tracing of the API (decision 094): a server span per request, a span per database
// statement and per background job, in one trace with the browser's click that caused them.
//
// The tracer always runs, because the trace id names a request in the log and in a 500's
// `reference`. Without an exporter (OTEL_EXPORTER_OTLP_ENDPOINT unset) it records nothing: each
// span is only its ids in the async context (no attributes kept, no processor, no export), and no
// database span is begun at all. With an exporter, spans are batched and sent over OTLP/HTTP.
//
// Each app has its own tracer provider (tests build many apps); what they share is the process's
// context manager (AsyncLocalStorage), which carries the active span through awaits. Code that
// starts a child span (a statement, a job) takes the tracer from the active context: it is there
// only while spans are recorded, so a statement outside a recorded trace costs one look-up.
import {
  type Attributes,
  type Context,
  context,
  createContextKey,
  defaultTextMapGetter,
  isSpanContextValid,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

export const DEFAULT_SERVICE_NAME = 'atelier-api';

export interface TelemetryConfig {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to `<it>/v1/traces`. */
  otlpEndpoint?: string | null;
  /** OTEL_SERVICE_NAME (default `atelier-api`). */
  serviceName?: string | null;
  /**
   * Whether the sampler comes from OTEL_TRACES_SAMPLER (the SDK reads it). Otherwise every
   * request is recorded, also one whose browser did not sample its own trace.
   */
  samplerFromEnvironment?: boolean;
  /** Where spans go instead of OTLP (tests: an in-memory exporter). */
  spanExporter?: SpanExporter;
}

/** Holds the tracer in a context while spans are recorded (see `recordingTracer`). */
const RECORDING_TRACER = createContextKey('atelier recording tracer');

let contextRegistered = false;

/**
 * The process's context manager: AsyncLocalStorage, as the SDK installs it. A provider that never
 * samples registers it (and stands as the global provider nobody here uses); each app's own
 * provider is not registered.
 */
function registerContextManager(): void {
  if (contextRegistered) return;
  contextRegistered = true;
  new NodeTracerProvider({ sampler: new AlwaysOffSampler() }).register({ propagator: null });
}

const propagator = new W3CTraceContextPropagator();

/** `sentry-trace: <32 hex trace id>-<16 hex span id>[-<0|1>]` (the browser's Sentry SDK). */
const SENTRY_TRACE = /^\s*([0-9a-f]{32})-([0-9a-f]{16})(?:-([01]))?\s*$/i;

type Headers = Record<string, string | string[] | undefined>;

/**
 * The caller's trace from its headers: W3C `traceparent` (with `tracestate`), else Sentry's
 * `sentry-trace`; the root context when neither names a valid one. A Sentry header without a
 * sampling flag (the decision deferred) counts as sampled.
 */
export function parentContext(headers: Headers): Context {
  if (headers.traceparent !== undefined) {
    const extracted = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
    if (trace.getSpanContext(extracted)) return extracted;
  }
  const sentry = headers['sentry-trace'];
  const match = SENTRY_TRACE.exec(Array.isArray(sentry) ? (sentry[0] ?? '') : (sentry ?? ''));
  if (match) {
    const spanContext = {
      traceId: match[1]!.toLowerCase(),
      spanId: match[2]!.toLowerCase(),
      traceFlags: match[3] === '0' ? TraceFlags.NONE : TraceFlags.SAMPLED,
      isRemote: true,
    };
    if (isSpanContextValid(spanContext)) return trace.setSpanContext(ROOT_CONTEXT, spanContext);
  }
  return ROOT_CONTEXT;
}

/** The tracer of the active context while it records spans, else undefined. */
export function recordingTracer(): Tracer | undefined {
  return context.active().getValue(RECORDING_TRACER) as Tracer | undefined;
}

/** `{trace_id, span_id}` of the active span (a new object each time), or null outside one. */
export function activeTraceIds(): { trace_id: string; span_id: string } | null {
  const span = trace.getSpan(context.active());
  if (!span) return null;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** Records a failure on `span`: the exception as an event, the span's status as error. */
export function recordFailure(span: Span, error: unknown): void {
  if (!span.isRecording()) return;
  if (error instanceof Error) span.recordException(error);
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

export class Tracing {
  /** Whether spans are recorded and exported (an endpoint or an exporter is configured). */
  readonly recording: boolean;
  readonly #provider: BasicTracerProvider;
  readonly #tracer: Tracer;

  constructor(config: TelemetryConfig = {}, version = '0.0.0') {
    registerContextManager();
    const exporter =
      config.spanExporter ??
      (config.otlpEndpoint ? new OTLPTraceExporter({ url: tracesUrl(config.otlpEndpoint) }) : null);
    this.recording = exporter !== null;
    const resource = defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(
        resourceFromAttributes({
          [ATTR_SERVICE_NAME]: config.serviceName || DEFAULT_SERVICE_NAME,
          [ATTR_SERVICE_VERSION]: version,
        }),
      );
    let sampler: Sampler | undefined;
    if (!exporter) sampler = new AlwaysOffSampler();
    else if (!config.samplerFromEnvironment) {
      // The browser samples a tenth of its traces; the server's own side is kept for every one.
      sampler = new ParentBasedSampler({
        root: new AlwaysOnSampler(),
        remoteParentNotSampled: new AlwaysOnSampler(),
      });
    }
    this.#provider = new BasicTracerProvider({
      resource,
      ...(sampler ? { sampler } : {}),
      spanProcessors: exporter ? [new BatchSpanProcessor(exporter)] : [],
    });
    this.#tracer = this.#provider.getTracer(DEFAULT_SERVICE_NAME, version);
  }

  /** The server span of a request, child of the caller's trace, and the context it is active in. */
  startServer(name: string, attributes: Attributes, headers: Headers): Traced {
    const parent = parentContext(headers);
    const span = this.#tracer.startSpan(
      name,
      { kind: SpanKind.SERVER, ...(this.recording ? { attributes } : {}) },
      parent,
    );
    return { span, context: this.#within(span, parent) };
  }

  /**
   * Runs `work` in a span named `name`, child of the active span (a new trace outside one). It
   * ends when `work` settles; a rejection is recorded on it and passed on.
   */
  async inSpan<T>(
    name: string,
    attributes: Attributes,
    work: () => Promise<T>,
    kind: SpanKind = SpanKind.INTERNAL,
  ): Promise<T> {
    const parent = context.active();
    const span = this.#tracer.startSpan(
      name,
      { kind, ...(this.recording ? { attributes } : {}) },
      parent,
    );
    try {
      return await context.with(this.#within(span, parent), work);
    } catch (error) {
      recordFailure(span, error);
      throw error;
    } finally {
      span.end();
    }
  }

  #within(span: Span, parent: Context): Context {
    const withSpan = trace.setSpan(parent, span);
    return this.recording ? withSpan.setValue(RECORDING_TRACER, this.#tracer) : withSpan;
  }

  /** Sends every ended span now (tests; shutting down). */
  flush(): Promise<void> {
    return this.#provider.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.#provider.shutdown();
  }
}

export interface Traced {
  span: Span;
  /** The context in which the span is active. */
  context: Context;
}
