// The gateway's request body limits (Kong's client_max_body_size): a body over its route's limit
// is answered 413 JSON, whether the client declared its length or streams it.
import type http from 'node:http';
import { sendError } from './http.ts';

export const MB = 1024 * 1024;
/** Beyond this much discarded body the connection is simply dropped. */
export const DRAIN_CAP = 128 * MB;

export function sendTooLarge(res: http.ServerResponse) {
  sendError(res, 413, { message: 'Payload too large', code: 'payload_too_large' }, { Connection: 'close' });
}

/**
 * Answers 413 once the client has finished sending: a client still writing its body cannot read
 * an answer from a socket that was closed under it. The rest of the body is discarded (up to
 * DRAIN_CAP, after which the socket is dropped).
 */
export function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse, alreadyReceived = 0) {
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    sendTooLarge(res);
  };
  let drained = alreadyReceived;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_CAP) {
      answer();
      req.socket.destroy();
    }
  });
  req.once('end', answer);
  req.once('error', answer);
  req.resume();
}

/**
 * Enforces the body limit on a stream a service reads at its own pace. The count sits on the
 * stream's push() (where the HTTP parser delivers body bytes) rather than on a 'data' listener,
 * which would switch the stream to flowing mode and lose chunks before the service listens.
 */
export function limitBody(req: http.IncomingMessage, res: http.ServerResponse, limit: number) {
  let received = 0;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk != null) {
      received += (chunk as Buffer).length;
      if (received > limit) {
        req.push = push; // the rest is drained by refuseTooLarge
        refuseTooLarge(req, res, received);
        return true;
      }
    }
    return push(chunk, encoding);
  };
}
