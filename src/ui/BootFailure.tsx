/**
 * Shown when the app cannot learn its backend (no /config.json online and none cached).
 * Plain markup on purpose: Mantine's provider lives inside the router, which has not started.
 */
export function BootFailure({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32, maxWidth: 640, margin: '0 auto' }}>
      <h1>Unexpected Application Error!</h1>
      <p>Partii could not load its configuration (/config.json). Check your connection and reload.</p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{message}</pre>
      <a href="/">Return to Home</a>
    </main>
  );
}
