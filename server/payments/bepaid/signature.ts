import { createHash, createPublicKey, type KeyObject, timingSafeEqual, verify } from 'node:crypto';

/**
 * The checks bePaid's webhooks carry: HTTP Basic `shop_id:secret_key` and a
 * `Content-Signature` header, base64 of an RSA-SHA256 signature over the raw
 * body made with the gateway's private key.
 */

const PEM_HEADER = /-----BEGIN [A-Z ]+-----/;

/**
 * The gateway's RSA public key from PEM, or from the bare base64 (SPKI DER)
 * that bePaid's back office shows without the header lines; `null` when it
 * is neither.
 */
export function parsePublicKey(text: string): KeyObject | null {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  try {
    const key = PEM_HEADER.test(trimmed)
      ? createPublicKey(trimmed)
      : createPublicKey({ key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'rsa' ? key : null;
  } catch {
    return null;
  }
}

/** `Authorization: Basic …` for a shop's credentials. */
export function basicAuthorization(shopId: string, secretKey: string): string {
  return `Basic ${Buffer.from(`${shopId}:${secretKey}`, 'utf8').toString('base64')}`;
}

/** A header's single value; a repeated header counts as absent, as nothing signed it twice. */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an `Authorization` header carries exactly these credentials. Both
 * sides are hashed first, so the comparison takes the same time whatever the
 * length or the first wrong character of a guess.
 */
export function basicCredentialsMatch(header: string | undefined, shopId: string, secretKey: string): boolean {
  const match = header === undefined ? null : /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  const presented = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  return timingSafeEqual(digest(presented), digest(`${shopId}:${secretKey}`)) && presented !== '';
}

/** Whether `signature` (base64) is the gateway's RSA-SHA256 signature of exactly these bytes. */
export function contentSignatureMatches(rawBody: Buffer, signature: string | undefined, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/=\s]+$/.test(signature)) return false;
  try {
    return verify('sha256', rawBody, publicKey, Buffer.from(signature.replace(/\s+/g, ''), 'base64'));
  } catch {
    return false;
  }
}
