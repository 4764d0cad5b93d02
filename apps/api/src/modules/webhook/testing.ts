import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEvent } from '@shop/contracts';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './signature';

/** One request as the receiver got it. */
interface Received {
  eventId: string | undefined;
  type: string | undefined;
  rawBody: string;
  event: WebhookEvent;
  /** Whether its signature checked out with the receiver's secret. */
  signed: boolean;
}

/**
 * An ERP's webhook endpoint on a free port: it checks every request's signature the way the
 * operations guide tells receivers to, keeps what arrived, and answers `answer` (a status, or
 * 'hang': no answer until `release`).
 */
export async function startWebhookReceiver(secret: string) {
  const received: Received[] = [];
  const hanging = new Set<ServerResponse>();
  let waiting: Array<() => void> = [];
  const state = { answer: 200 as number | 'hang' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => request.headers[name.toLowerCase()] as string | undefined;
      received.push({
        eventId: header('Werkhaus-Event-Id'),
        type: header('Werkhaus-Event-Type'),
        rawBody,
        event: JSON.parse(rawBody),
        signed: verifyWebhookSignature(rawBody, header(SIGNATURE_HEADER), secret),
      });
      for (const resolve of waiting) resolve();
      waiting = [];
      if (state.answer === 'hang') hanging.add(response);
      else response.writeHead(state.answer, { 'content-type': 'text/plain' }).end(`answered ${state.answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/erp/webhooks`,
    state,
    received,
    /** The events that arrived about one order, in order of arrival. */
    about: (orderId: number) => received.filter((r) => r.event.data.id === orderId),
    /** Resolves when the next request has arrived. */
    arrival: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Answers the requests held so far with 200. */
    release() {
      for (const response of hanging) response.writeHead(200).end('late');
      hanging.clear();
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
