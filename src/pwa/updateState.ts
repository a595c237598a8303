/**
 * A tiny store between the service worker registration (outside React) and the update prompt
 * (inside it): "a new version is waiting", and how to switch to it.
 */
type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export function setUpdateAvailable(apply: () => void): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

export function getUpdate(): (() => void) | null {
  return applyUpdate;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
