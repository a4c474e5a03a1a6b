import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends a request exactly as written (no client-side normalisation) and reads the whole answer. */
export function rawRequest(
  port: number,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`no response head for ${target.slice(0, 80)}`));
      const [statusLine = '', ...headerLines] = data.subarray(0, split).toString('latin1').split('\r\n');
      const response: RawResponse = {
        status: Number(statusLine.split(' ')[1]),
        headers: {},
        body: data.subarray(split + 4),
      };
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        response.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve(response);
    });
    // Written, not ended: a half-closed socket makes Node drop a response still being prepared.
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  });
}
