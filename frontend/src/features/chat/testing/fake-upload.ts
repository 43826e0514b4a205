/** An XMLHttpRequest the test completes by hand: the presigned PUT of a chat file (utils/upload.ts). */
export class FakeUpload {
  static requests: FakeUpload[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  method = '';
  url = '';
  constructor() {
    FakeUpload.requests.push(this);
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(): void {}
  send(): void {}
  abort(): void {
    this.onabort?.();
  }
  /** The bytes arrived: 200. */
  finish(): void {
    this.status = 200;
    this.onload?.();
  }
}
