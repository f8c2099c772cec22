// The proof of work a shop's request carries instead of a captcha (decision 101): the API hands out
// a challenge, the browser looks for a nonce whose SHA-256 of `challenge:nonce` starts with `bits`
// zero bits while the customer fills in the form, and the API checks it with one hash. It costs a
// person nothing they notice and a sender of thousands of requests a hash search each; no third
// party sees the visitor. The hash is given by the caller (Web Crypto in the browser, node:crypto
// in the API), so the rule is one and the domain stays free of a platform.

/** SHA-256 of a text (UTF-8). */
export type Sha256 = (text: string) => Promise<Uint8Array> | Uint8Array;

/** The number of leading zero bits of `bytes`. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** What is hashed: the challenge and the nonce. */
export const proofOfWorkText = (challenge: string, nonce: string) => `${challenge}:${nonce}`;

/** True when `nonce` answers `challenge` with at least `bits` leading zero bits. */
export async function proofOfWorkHolds(
  sha256: Sha256,
  challenge: string,
  nonce: string,
  bits: number,
): Promise<boolean> {
  return leadingZeroBits(await sha256(proofOfWorkText(challenge, nonce))) >= bits;
}

export interface SolveOptions {
  /** Tries between two pauses (default 256). */
  batch?: number;
  /** Lets the page breathe between batches (a timer's turn in the browser). */
  pause?: () => Promise<void>;
  /** True once the search should stop (the form was left): it then throws. */
  aborted?: () => boolean;
}

/** A nonce that answers `challenge` (a base 36 counter). */
export async function solveProofOfWork(
  sha256: Sha256,
  challenge: string,
  bits: number,
  { batch = 256, pause, aborted }: SolveOptions = {},
): Promise<string> {
  for (let counter = 0; ; counter++) {
    if (aborted?.()) throw new Error('proof of work stopped');
    const nonce = counter.toString(36);
    if (leadingZeroBits(await sha256(proofOfWorkText(challenge, nonce))) >= bits) return nonce;
    if (pause && counter % batch === batch - 1) await pause();
  }
}
