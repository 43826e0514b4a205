import type { SocketEvent } from '@shared/api/socket';
import type { WebSocketLike } from '../../../lib/socket-client';

/** A WebSocket the test drives by hand: open it, push events, read what the client sent. */
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
  push(event: SocketEvent): void {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
  /** The actions sent, parsed. */
  actions(): Record<string, unknown>[] {
    return this.sent.map((frame) => JSON.parse(frame) as Record<string, unknown>);
  }
}
