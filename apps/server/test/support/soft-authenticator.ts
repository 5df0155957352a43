import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

/**
 * A software WebAuthn authenticator for API tests: a P-256 key, "none" attestation, user presence and
 * verification flags, and a signature counter the test can move. It builds the same JSON a browser's
 * `@simplewebauthn/browser` hands over, so the server's real verification runs on it.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  signCount = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  private authData(flags: number, attested?: Uint8Array): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.signCount);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return JSON.stringify({ type, challenge, origin, crossOrigin: false });
  }

  /** The answer to registration options (navigator.credentials.create). */
  register(options: { challenge: string }, over: { origin?: string } = {}) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey()]);
    // UP (0x01) | UV (0x04) | AT, attested credential data (0x40).
    const authData = this.authData(0x45, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, over.origin ?? this.origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** The answer to authentication options (navigator.credentials.get); each use moves the counter on by one. */
  assert(options: { challenge: string }, over: { signCount?: number; userVerified?: boolean } = {}) {
    this.signCount = over.signCount ?? this.signCount + 1;
    const authData = this.authData(over.userVerified === false ? 0x01 : 0x05);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature) },
    };
  }
}
