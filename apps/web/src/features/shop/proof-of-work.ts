// The proof of work a request carries instead of a captcha (domain `shop/proof-of-work`): a
// challenge is fetched when the contact form opens and solved in the background with Web Crypto
// while the customer writes, a few hundred hashes at a time so the page stays responsive. Sending
// waits for it only if the customer was quicker than the search.
import { type ShopChallenge, type ShopProof, solveProofOfWork } from '@atelier/domain';
import { useCallback, useEffect, useRef } from 'react';
import { fetchChallenge } from '../../api/shop';

const encoder = new TextEncoder();

/** SHA-256 with the browser's Web Crypto. */
export async function webSha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A challenge still worth solving: a minute to spare before it expires. */
const fresh = (challenge: ShopChallenge) => Date.parse(challenge.expires_at) - Date.now() > 60_000;

export function useProofOfWork(slug: string) {
  const work = useRef<{ challenge: Promise<ShopChallenge>; proof: Promise<ShopProof> } | null>(
    null,
  );
  const stopped = useRef(false);

  const start = useCallback(() => {
    const challenge = fetchChallenge(slug);
    const proof = challenge.then(async (asked) => ({
      challenge: asked.challenge,
      nonce: await solveProofOfWork(webSha256, asked.challenge, asked.bits, {
        pause: breathe,
        aborted: () => stopped.current,
      }),
    }));
    // Failures are met when the proof is asked for; nothing is left unhandled meanwhile.
    proof.catch(() => {});
    work.current = { challenge, proof };
  }, [slug]);

  useEffect(() => {
    stopped.current = false;
    start();
    return () => {
      stopped.current = true;
    };
  }, [start]);

  /** The proof to send: the one found in the background, or a new one if it failed or expired. */
  const proof = useCallback(async (): Promise<ShopProof> => {
    const current = work.current;
    if (current) {
      try {
        if (fresh(await current.challenge)) return await current.proof;
      } catch {
        // Asked again below.
      }
    }
    start();
    return (work.current as unknown as { proof: Promise<ShopProof> }).proof;
  }, [start]);

  /** A proof is used once: the next send needs a new one. */
  const renew = useCallback(() => start(), [start]);

  return { proof, renew };
}
