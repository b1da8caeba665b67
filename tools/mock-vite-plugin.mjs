// A Vite plugin that serves the in-memory mock service (src/mock) from the dev server, for the
// demo and Storybook:
//
//   import {mockServicePlugin} from './tools/mock-vite-plugin.mjs';
//   export default defineConfig({plugins: [mockServicePlugin()]});
//
// `/api/*` and `/oauth/*` go to the mock's `handle(request)`. A few control routes help demos:
//   GET  /__mock/conversations                       → [{id, title}]
//   POST /__mock/surface?conversation=…&surface=…    body {data?, components?, deleted?} → bumps it
//   POST /__mock/latency?ms=300
//   POST /__mock/fail?status=503&times=2&retryAfter=1   (status=network drops the connection)
//   POST /__mock/reset
// The mock module is loaded through Vite itself (ssrLoadModule), so it stays TypeScript.
/* global AbortController, Request, Headers */
import {Buffer} from 'node:buffer';

/**
 * @param {{options?: object, entry?: string, prefixes?: string[], controls?: boolean,
 *          onService?: (service: any) => void}} [config]
 * @returns {import('vite').Plugin}
 */
export function mockServicePlugin(config = {}) {
  const {
    options = {},
    entry = '/src/mock/index.ts',
    prefixes = ['/api/', '/oauth/'],
    controls = true,
    onService,
  } = config;
  let service;
  return {
    name: 'svc-mock-service',
    apply: 'serve',
    configureServer(server) {
      const getService = () =>
        (service ??= server.ssrLoadModule(entry).then((mod) => {
          const created = mod.createMockService(options);
          onService?.(created);
          return created;
        }));

      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        const isApi = prefixes.some((prefix) => url.pathname.startsWith(prefix));
        const isControl = controls && url.pathname.startsWith('/__mock/');
        if (!isApi && !isControl) return next();
        try {
          const mock = await getService();
          const body = await readBody(req);
          if (isControl) return control(mock, url, body, res);
          const aborter = new AbortController();
          res.on('close', () => {
            if (!res.writableFinished) aborter.abort();
          });
          const request = new Request(url, {
            method: req.method,
            headers: toHeaders(req.headers),
            body: body.length > 0 ? body : undefined,
            signal: aborter.signal,
          });
          let response;
          try {
            response = await mock.handle(request);
          } catch {
            // A simulated network failure (or an abort): drop the connection.
            req.socket.destroy();
            return;
          }
          res.statusCode = response.status;
          response.headers.forEach((value, key) => res.setHeader(key, value));
          res.end(Buffer.from(await response.arrayBuffer()));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

function toHeaders(nodeHeaders) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(nodeHeaders)) {
    if (key.startsWith(':') || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return headers;
}

async function readBody(req) {
  if (req.method === 'GET' || req.method === 'HEAD') return Buffer.alloc(0);
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function control(mock, url, body, res) {
  const q = url.searchParams;
  const reply = (status, value) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(value ?? {}));
  };
  const input = body.length ? JSON.parse(body.toString('utf8')) : {};
  switch (url.pathname) {
    case '/__mock/conversations':
      return reply(200, mock.listConversations());
    case '/__mock/surface':
      try {
        return reply(200, mock.updateSurface(q.get('conversation'), q.get('surface'), input));
      } catch (error) {
        return reply(404, {message: String(error?.message ?? error)});
      }
    case '/__mock/latency':
      mock.setLatency(Number(q.get('ms') ?? 0));
      return reply(200, {});
    case '/__mock/fail': {
      const status = q.get('status') === 'network' ? 'network' : Number(q.get('status') ?? 503);
      const retryAfter = q.get('retryAfter') ?? undefined;
      mock.failNext(status, Number(q.get('times') ?? 1), {retryAfter});
      return reply(200, {});
    }
    case '/__mock/reset':
      mock.reset();
      return reply(200, {});
    default:
      return reply(404, {message: 'unknown mock control'});
  }
}
