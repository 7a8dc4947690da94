import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { DEFAULT_PASSWORD } from '#tests/factories/users.js';

// One browser talking to the shop through the balancer (HTTPS, the test's own certificate authority): its cookies,
// the CSRF token echoed as X-XSRF-TOKEN, JSON calls and multipart uploads. Each answer says which app server gave
// it (the balancer's X-Served-By header).

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json: Record<string, unknown>;
  /** app1 / app2, or '' when the balancer answered itself (e.g. 503 with no server up). */
  servedBy: string;
}

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export class ClusterBrowser {
  private readonly cookies = new Map<string, string>();
  private readonly agent: https.Agent;

  constructor(
    private readonly baseUrl: string,
    ca: string,
  ) {
    this.agent = new https.Agent({ ca, keepAlive: true, maxSockets: 64 });
  }

  close() {
    this.agent.destroy();
  }

  private token() {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  request(method: string, path: string, options: { json?: unknown; files?: UploadFile[]; fields?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Answer> {
    let body: Buffer | undefined;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': this.token(),
      ...options.headers,
    };
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers['Content-Type'] = 'application/json';
    } else if (options.files || options.fields) {
      const boundary = `----cluster${randomUUID()}`;
      const parts: Buffer[] = [];
      for (const [name, value] of Object.entries(options.fields ?? {})) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      }
      for (const file of options.files ?? []) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
        parts.push(file.bytes, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      body = Buffer.concat(parts);
      headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
    }
    if (body) headers['Content-Length'] = String(body.length);
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    return new Promise<Answer>((resolve, reject) => {
      const request = https.request(new URL(path, this.baseUrl), { method, headers, agent: this.agent, timeout: 60_000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const index = pair.indexOf('=');
            const value = pair.slice(index + 1);
            if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(pair.slice(0, index));
            else this.cookies.set(pair.slice(0, index), value);
          }
          const bytes = Buffer.concat(chunks);
          let json: Record<string, unknown> = {};
          if (String(response.headers['content-type'] ?? '').includes('json')) {
            try {
              json = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
            } catch {
              json = {};
            }
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes, json, servedBy: String(response.headers['x-served-by'] ?? '') });
        });
      });
      request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 60 s`)));
      request.on('error', reject);
      request.end(body);
    });
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, json?: unknown) {
    return this.request('POST', path, { json: json ?? {} });
  }

  /** Opens the login page (cookies and CSRF token), then signs in; returns both answers. */
  async signIn(email: string): Promise<{ page: Answer; login: Answer }> {
    const page = await this.get('/login');
    const login = await this.post('/login', { email, password: DEFAULT_PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in of ${email} answered ${login.status}: ${login.body.toString('utf8').slice(0, 200)}`);
    return { page, login };
  }
}
