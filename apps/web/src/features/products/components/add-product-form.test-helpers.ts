/** A stand-in for XMLHttpRequest that answers an image upload at once. */
export class FakeUpload {
  static readonly URL = "/images/abc.webp";
  static last: FakeUpload | undefined;
  static status = 200;

  static failingWith(status: number) {
    return class extends FakeUpload {
      static override status = status;
    };
  }

  url = "";
  body: FormData | undefined;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
    const status = (this.constructor as typeof FakeUpload).status;
    setTimeout(() => {
      this.upload.onprogress?.(
        new ProgressEvent("progress", { lengthComputable: true, loaded: 5, total: 10 }),
      );
      this.status = status;
      this.responseText = JSON.stringify(
        status === 200
          ? { success: true, data: { url: FakeUpload.URL } }
          : { statusCode: status, code: "UNSUPPORTED_MEDIA_TYPE", message: "Not an image" },
      );
      this.onload?.();
    }, 0);
  }
}
