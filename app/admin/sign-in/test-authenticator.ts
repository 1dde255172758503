import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// A software passkey for the server's tests: it makes a P-256 credential and answers challenges as
// a phone's authenticator would (attestation "none", user present and verified, a counter), for
// any origin and relying party a test names, so the checks can be seen refusing the wrong ones.

/** The CBOR the attestation needs: maps, byte and text strings, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) =>
    n < 24
      ? Buffer.from([(major << 5) | n])
      : n < 256
        ? Buffer.from([(major << 5) | 24, n])
        : Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");
const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** The challenge a ceremony's options carry. */
type Options = { challenge: string };

export class TestAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync("ec", {
    namedCurve: "P-256",
  });
  counter = 0;

  constructor(private readonly site: { origin: string; rpId: string }) {}

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's answer to "add a passkey" (what startRegistration resolves with). */
  register(options: Options, over: { origin?: string; rpId?: string } = {}) {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const cose = new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const length = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 255]);
    const authData = Buffer.concat([
      sha256(over.rpId ?? this.site.rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      uint32(this.counter),
      Buffer.alloc(16),
      length,
      this.credentialId,
      cbor(cose),
    ]);
    const attestation = cbor({ fmt: "none", attStmt: new Map(), authData });
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, over.origin ?? this.site.origin)),
        attestationObject: b64url(attestation),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to "sign in with a passkey"; the counter moves on unless `counter` is given. */
  answer(options: Options, over: { origin?: string; rpId?: string; counter?: number } = {}) {
    const counter = over.counter ?? ++this.counter;
    const authData = Buffer.concat([sha256(over.rpId ?? this.site.rpId), Buffer.from([0x05]), uint32(counter)]);
    const clientData = this.clientData("webauthn.get", options.challenge, over.origin ?? this.site.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
