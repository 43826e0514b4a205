import type { SocketEvent } from '@shared/api/socket';
import type { WebSocketLike } from '../../lib/socket-client';

/**
 * A WebSocket a test drives by hand, for the socket client's own tests and
 * for screens that hold a socket (chat): open it, hand it frames or contract
 * events, drop it, and read what the client sent.
 */
export class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** A raw frame, as the network delivers it (text, binary or garbage). */
  receive(data: unknown): void {
    this.onmessage?.({ data });
  }
  /** An event of the contract, as the server sends it. */
  push(event: SocketEvent): void {
    this.receive(JSON.stringify(event));
  }
  /** The connection fails: an error, then the close, as browsers report it. */
  drop(): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
  /** The actions sent, parsed. */
  actions(): Record<string, unknown>[] {
    return this.sent.map((frame) => JSON.parse(frame) as Record<string, unknown>);
  }
}
