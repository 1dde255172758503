import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { receiveFiles, type ReceivedFile } from "./multipart.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-multipart-"));
let made = 0;
const temp = () => path.join(dir, `upload-${++made}`);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// No file is left behind, whatever became of the upload.
afterEach(() => expect(fs.readdirSync(dir)).toEqual([]));

const limits = { files: 3, fileBytes: 1000, totalBytes: 10_000 };

function form(files: { name: string; bytes: number }[], field = "photos"): FormData {
  const data = new FormData();
  data.append("note", "hello");
  for (const f of files) data.append(field, new Blob([Buffer.alloc(f.bytes, 1)]), f.name);
  return data;
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/products/1/photos", { method: "POST", body, headers });

/** The same form sent without a Content-Length, in pieces, as a browser's chunked upload arrives. */
async function chunked(data: FormData): Promise<Request> {
  const sent = post(data);
  const bytes = new Uint8Array(await sent.arrayBuffer());
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 700) controller.enqueue(bytes.subarray(at, at + 700));
      controller.close();
    },
  });
  return new Request(sent.url, {
    method: "POST",
    body: stream,
    headers: { "content-type": sent.headers.get("content-type")! },
    duplex: "half",
  } as RequestInit);
}

const names = (file: ReceivedFile) => `${file.name}:${file.bytes}:${file.tooLarge}`;

/** The form's bytes in pieces of `size`, each as soon as it is asked for, and then none at all after `upTo` bytes. */
async function sentUpTo(data: FormData, size: number, upTo = Infinity): Promise<Request> {
  const sent = post(data);
  const bytes = new Uint8Array(await sent.arrayBuffer());
  let at = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= Math.min(upTo, bytes.length)) {
          if (at >= bytes.length) controller.close();
          return new Promise<void>(() => {}); // a stalled sender: no more bytes, nor an end
        }
        controller.enqueue(bytes.subarray(at, (at += size)));
      },
    },
    { highWaterMark: 0 },
  );
  return new Request(sent.url, {
    method: "POST",
    body: stream,
    headers: { "content-type": sent.headers.get("content-type")! },
    duplex: "half",
  } as RequestInit);
}

describe("reading an upload form's files", () => {
  it("hands each file of the field over in order, one at a time, and ignores an empty file input", async () => {
    let inFlight = 0;
    let most = 0;
    const received = await receiveFiles(
      post(
        form([
          { name: "a.jpg", bytes: 10 },
          { name: "", bytes: 0 },
          { name: "b.jpg", bytes: 900 },
        ]),
      ),
      "photos",
      limits,
      temp,
      async (file) => {
        most = Math.max(most, ++inFlight);
        // Its bytes are in its file, not in memory; its first bytes are kept to tell its format by.
        expect(fs.readFileSync(file.file)).toEqual(Buffer.alloc(file.bytes, 1));
        expect(file.head).toEqual(Buffer.alloc(Math.min(file.bytes, 4096), 1));
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
        return names(file);
      },
    );
    expect(received).toEqual({ results: ["a.jpg:10:false", "b.jpg:900:false"], skipped: 0 });
    expect(most).toBe(1);
  });

  it("writes a file's bytes to its temporary file as they arrive, not once the file has come whole", async () => {
    const sent = post(form([{ name: "a.jpg", bytes: 150_000 }]));
    const bytes = new Uint8Array(await sent.arrayBuffer());
    // The sender pauses 100,000 bytes in, two thirds of the way through the file, until resumed.
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    let at = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (at >= 100_000) await resumed;
          if (at >= bytes.length) return controller.close();
          controller.enqueue(bytes.subarray(at, (at += 10_000)));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://localhost/admin/products/1/photos", {
      method: "POST",
      body,
      headers: { "content-type": sent.headers.get("content-type")! },
      duplex: "half",
    } as RequestInit);
    const big = { ...limits, fileBytes: 200_000, totalBytes: 400_000 };
    const receiving = receiveFiles(request, "photos", big, temp, async (f) => names(f));
    // While the sender waits, what came of the file is in its file on the disk.
    await vi.waitFor(() => {
      const [file] = fs.readdirSync(dir);
      expect(file && fs.statSync(path.join(dir, file)).size).toBeGreaterThan(90_000);
    });
    resume();
    expect(await receiving).toEqual({ results: ["a.jpg:150000:false"], skipped: 0 });
  });

  it("keeps none of a file over the size limit, and reads no more files than the limit", async () => {
    const files = [
      { name: "big.jpg", bytes: 1001 },
      { name: "b.jpg", bytes: 5 },
      { name: "c.jpg", bytes: 5 },
      { name: "d.jpg", bytes: 5 },
      { name: "e.jpg", bytes: 5 },
    ];
    const received = await receiveFiles(post(form(files)), "photos", limits, temp, async (f) => names(f));
    expect(received).toEqual({ results: ["big.jpg:0:true", "b.jpg:5:false", "c.jpg:5:false"], skipped: 2 });
  });

  it("refuses a body declared larger than the limit before reading a byte of it", async () => {
    const request = post(form([{ name: "a.jpg", bytes: 10 }]), { "content-length": "10001" });
    const received = await receiveFiles(request, "photos", limits, temp, async () => {
      throw new Error("no file should be read");
    });
    expect(received.problem).toEqual({ status: 413, message: expect.stringContaining("larger than") });
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a body that grows past the limit as it arrives", async () => {
    const files = Array.from({ length: 3 }, (_, i) => ({ name: `${i}.jpg`, bytes: 4000 }));
    const big = { ...limits, fileBytes: 5000 };
    const received = await receiveFiles(await chunked(form(files)), "photos", big, temp, async (f) => names(f));
    expect(received.problem?.status).toBe(413);
    expect(received.results).toEqual(["0.jpg:4000:false", "1.jpg:4000:false"]);
  });

  it("refuses what is not a multipart form, and says when one is cut off", async () => {
    const plain = await receiveFiles(
      post("photo=1", { "content-type": "application/x-www-form-urlencoded" }),
      "photos",
      limits,
      temp,
      async () => 1,
    );
    expect(plain.problem?.status).toBe(415);
    const whole = post(form([{ name: "a.jpg", bytes: 10 }]));
    const type = whole.headers.get("content-type")!;
    const cut = (await whole.arrayBuffer()).slice(0, 150);
    const received = await receiveFiles(post(cut, { "content-type": type }), "photos", limits, temp, async (f) =>
      names(f),
    );
    expect(received.problem).toEqual({ status: 400, message: "The upload was cut off before its end: try again." });
  });

  it("cuts a body that stalls behind its least pace, saying so", async () => {
    const paced = { ...limits, fileBytes: 5000, pace: { bytesPerSecond: 100_000, graceMs: 100 } };
    const files = [{ name: "a.jpg", bytes: 4000 }];
    const started = performance.now();
    const received = await receiveFiles(await sentUpTo(form(files), 500, 2000), "photos", paced, temp, async (f) =>
      names(f),
    );
    expect(received.problem).toEqual({
      status: 408,
      message: "The upload arrived too slowly: try again on a faster connection.",
    });
    expect(received.results).toEqual([]);
    // The grace and 2,000 bytes' worth at 100 kB/s: 120 ms, and the time it takes to see it.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("counts only the time it waits for the body against its pace, not the time spent on a file", async () => {
    const paced = { ...limits, fileBytes: 30_000, totalBytes: 100_000, pace: { bytesPerSecond: 1e9, graceMs: 100 } };
    const files = ["a.jpg", "b.jpg", "c.jpg"].map((name) => ({ name, bytes: 20_000 }));
    // Each file's work takes longer than the whole grace, while every byte comes as soon as asked.
    const received = await receiveFiles(await sentUpTo(form(files), 100), "photos", paced, temp, async (f) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return names(f);
    });
    expect(received).toEqual({ results: files.map((f) => `${f.name}:20000:false`), skipped: 0 });
  });

  it("passes on a failure of the work done with a file, after reading the rest", async () => {
    const request = post(
      form([
        { name: "a.jpg", bytes: 10 },
        { name: "b.jpg", bytes: 10 },
      ]),
    );
    await expect(
      receiveFiles(request, "photos", limits, temp, async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
  });
});
